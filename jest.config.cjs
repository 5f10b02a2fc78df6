// One Jest run over every package: each package is a project with its own environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@college/shared-types$': '<rootDir>/../shared-types/src/index.ts',
    '^@college/web-kit$': '<rootDir>/../web-kit/src/index.ts',
    '^@college/web-kit/ui$': '<rootDir>/../web-kit/src/ui/index.ts',
    '^@college/web-kit/language-switch$': '<rootDir>/../web-kit/src/ui/language-switch.tsx',
    '^@college/web-kit/site-state$': '<rootDir>/../web-kit/src/site-state.ts',
    '^@college/web-kit/routing$': '<rootDir>/../web-kit/src/routing/index.ts',
    '^@college/web-kit/testing$': '<rootDir>/../web-kit/src/testing.tsx',
    '^@college/web-kit/standalone$': '<rootDir>/../web-kit/src/standalone.ts',
    '\\.(css|png|jpg|svg|webp|pdf)$': '<rootDir>/../config/jest-file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const web = (name) => ({
  ...shared,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../config/jest-dom-setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'shared-types',
      rootDir: '<rootDir>/shared-types',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/timeouts.setup.ts'],
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      // The site server test runs the API from its sources, not from a build.
      moduleNameMapper: { ...shared.moduleNameMapper, '^@college/api$': '<rootDir>/../api/src/app.ts' },
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    },
    web('web-kit'),
    web('shell'),
    web('mf-public'),
    web('mf-portal'),
    web('mf-admission'),
    web('mf-print'),
    web('mf-admin'),
  ],
};
