module.exports = {
  testEnvironment: 'jsdom',
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/test/styleMock.js',
  },
  collectCoverageFrom: ['src/**/*.{js,jsx}', '!src/index.jsx'],
}
