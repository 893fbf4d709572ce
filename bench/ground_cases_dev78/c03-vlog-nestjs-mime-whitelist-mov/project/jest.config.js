module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  rootDir: 'src',
  coverageDirectory: '../coverage',
  collectCoverageFrom: ['**/*.ts', '!main.ts'],
};
