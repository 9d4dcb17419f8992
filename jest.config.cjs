// Unit and component tests of the web packages (jsdom). The API's tests run on Node's test runner (api/scripts/test.mjs).
const web = ['shared-auth', 'shared-ui', 'shell', ...Object.keys(require('./web-packages.json').remotes)];
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
// The contract package's sources, as webpack and the API read them (contract/package.json "exports").
const contract = require('node:path').join(__dirname, 'contract', 'src');
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '^contract$': `${contract}/index.ts`,
    '^contract/(.*)$': `${contract}/$1.ts`,
  },
};
// *.new-york.test.ts(x): run on a machine in New York (jest.env.new-york.cjs), to prove times show in India's zone.
const newYork = '.new-york.test.';
module.exports = {
  // Component tests that render a whole screen take 5–9 s on a loaded 2-core machine.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'contract',
      rootDir: '<rootDir>/contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    ...web.map((name) => ({
      ...common,
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', newYork],
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
    })),
    {
      ...common,
      displayName: 'new-york',
      rootDir: '<rootDir>',
      testEnvironment: '<rootDir>/jest.env.new-york.cjs',
      testMatch: web.map((name) => `<rootDir>/${name}/src/**/*${newYork}{ts,tsx}`),
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
    },
  ],
};
