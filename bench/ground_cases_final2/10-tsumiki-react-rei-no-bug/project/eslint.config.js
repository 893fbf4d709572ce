export default [
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {},
  },
];
