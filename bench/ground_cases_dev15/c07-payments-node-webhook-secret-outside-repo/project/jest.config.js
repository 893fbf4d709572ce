module.exports = {
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/env.js'],
};
