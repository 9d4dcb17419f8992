// Unit and component tests of the web packages (jsdom). The API's tests run on Node's test runner (api/scripts/test.mjs).
const web = ['shared-auth', 'shared-ui', 'shell', ...Object.keys(require('./web-packages.json').remotes)];
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
module.exports = {
  // Component tests that render a whole screen take 5–9 s on a loaded 2-core machine.
  testTimeout: 20_000,
  projects: web.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
    setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
  })),
};
