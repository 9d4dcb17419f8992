import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const chakraThroughSharedUi = {
  name: '@chakra-ui/react',
  message: "Import Chakra components from 'shared-ui' (add a missing one to shared-ui/src/chakra.ts).",
};

const remotes = ['mf-dashboard', 'mf-candidates', 'mf-joborders', 'mf-clients', 'mf-datatables', 'mf-admin'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/*.d.ts', 'api/test/fixtures/**', 'api/corpus/files/**', 'api/corpus/expected/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Chakra UI comes through shared-ui (or shared-auth, which shared-ui depends on): the modules
  // these shared singletons carry are the one tree-shaken copy, its React context included.
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [chakraThroughSharedUi] }] },
  },
  // A remote never imports another remote; shared packages never import a module.
  ...remotes.map((r) => ({
    files: [`${r}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [chakraThroughSharedUi],
          patterns: remotes.filter((o) => o !== r).flatMap((o) => [o, `${o}/*`, `../${o}/*`, `../../${o}/*`]),
        },
      ],
    },
  })),
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs', 'e2e/**/*.mjs', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
