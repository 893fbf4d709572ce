module.exports = {
  preset: 'react-native',
  transform: { '^.+\\.tsx?$': 'ts-jest' },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFiles: ['./jest.setup.js'],
};
