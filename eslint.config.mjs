import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const chakraThroughSharedUi = {
  name: '@chakra-ui/react',
  message: "Import Chakra components from 'shared-ui' (add a missing one to shared-ui/src/chakra.ts).",
};

const routerThroughSharedUi = {
  name: 'react-router-dom',
  message: "Import React Router from 'shared-ui' (add a missing export to shared-ui/src/router.ts).",
};
const reactRouter = { name: 'react-router', message: routerThroughSharedUi.message };
const throughSharedUi = [chakraThroughSharedUi, routerThroughSharedUi, reactRouter];
const tests = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils.tsx'];

const xlsxReadOnlyInTests = [
  { selector: "MemberExpression[object.name=/^xlsx$/i][property.name=/^read/]", message: 'Spreadsheets are read only in tests (SheetJS reading has open advisories).' },
  { selector: "ImportDeclaration[source.value='xlsx'] ImportSpecifier[imported.name=/^read/]", message: 'Spreadsheets are read only in tests (SheetJS reading has open advisories).' },
];

const remotes = Object.keys(JSON.parse(fs.readFileSync(new URL('./web-packages.json', import.meta.url), 'utf8')).remotes);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-standalone/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/*.d.ts', 'api/test/fixtures/**', 'api/corpus/files/**', 'api/corpus/expected/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Chakra UI and React Router come through shared-ui (or shared-auth, which shared-ui depends on):
  // the modules these shared singletons carry are the one tree-shaken copy, React contexts included.
  // Tests may import React Router directly (memory routers): jest resolves one module either way.
  // A remote never imports another remote; shared packages never import a module.
  ...['shell', ...remotes].flatMap((pkg) => {
    const patterns = remotes.filter((o) => o !== pkg).flatMap((o) => [o, `${o}/*`, `../${o}/*`, `../../${o}/*`]);
    const rule = (paths) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
    return [
      { files: [`${pkg}/**/*.{ts,tsx}`], ignores: tests, rules: rule(throughSharedUi) },
      { files: tests.map((t) => `${pkg}/${t}`), rules: rule([chakraThroughSharedUi]) },
    ];
  }),
  // The contract is the HTTP contract alone: TypeBox and its own files, never the API's or a web package's code; its
  // rules/ files (what web forms import) not even TypeBox, so a web bundle carries no schema code.
  ...[
    { files: ['contract/**/*.ts'], ignores: ['contract/src/rules/**'], paths: [] },
    { files: ['contract/src/rules/**/*.ts'], paths: [{ name: '@sinclair/typebox', message: 'rules/ files are plain constants and functions: no TypeBox.' }] },
  ].map(({ files, ignores, paths }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            {
              group: ['api', 'api/*', '**/api/**', 'shared-*', '**/shared-*/**', 'shell', '**/shell/**', ...remotes, ...remotes.map((r) => `**/${r}/**`)],
              message: 'The contract imports only TypeBox and its own files.',
            },
          ],
        },
      ],
    },
  })),
  // The API's route files call services: a route never imports another module's repository (the SQL of a table
  // is reached through the module that owns it), nor the sign-in tables' repository; a legacy route file
  // (api/src/routes) no repository at all.
  {
    files: ['api/src/modules/*/*routes.ts', 'api/src/modules/interviews/calendar.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*repository', '../*/*repository.js', '../../auth/repository', '../../auth/repository.js'],
              message: "Call that module's service: routes never import another module's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../modules/*/*repository', '../modules/*/*repository.js'], message: "Call the module's service: routes never import a repository." }] },
      ],
    },
  },
  // SheetJS's reading path carries its known advisories; the suite only writes spreadsheets,
  // and tests read them back.
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: [...tests, 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...xlsxReadOnlyInTests] },
  },
  // SQL runs in repositories only: no file of the API outside them calls `.query(` (any receiver) or `.exec(` (on a
  // database handle: a regular expression's exec is not SQL). The exceptions are the data-access infrastructure
  // (db/: the drivers, migrations, bulk loads; ops/ backup, restore and the catalogue they read, which copy whole
  // tables; the transaction view a seeder hands to services; the list runner and the record-version check, which run
  // SQL a repository or a fixed table list gives them) and the files whose statements are yet to move (listed last).
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      ...tests,
      'api/src/modules/*/repository.ts',
      'api/src/modules/*/*-repository.ts',
      'api/src/auth/repository.ts',
      'api/src/db/**',
      'api/src/ops/backup.ts',
      'api/src/ops/restore.ts',
      'api/src/ops/tables.ts',
      'api/src/lib/within-transaction.ts',
      'api/src/http/lists.ts',
      'api/src/http/versions.ts',
      // yet to move: the seeders' catalogue and user look-ups, the search module's id look-ups
      'api/src/cli/seed-demo.ts',
      'api/src/cli/seed-bulk.ts',
      'api/src/modules/search/service.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...xlsxReadOnlyInTests,
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: 'SQL runs in a repository: put this statement behind a named function of the repository of the module that owns the table.',
        },
        {
          selector: "CallExpression[callee.property.name='exec'][callee.object.name=/^(q|db|tx|t|client)$/]",
          message: 'SQL runs in a repository: put this statement behind a named function of the repository of the module that owns the table.',
        },
        {
          selector: "CallExpression[callee.property.name='exec'][callee.object.property.name='db']",
          message: 'SQL runs in a repository: put this statement behind a named function of the repository of the module that owns the table.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs', 'e2e/**/*.mjs', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
