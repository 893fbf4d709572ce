module.exports = {
  root: true,
  env: { browser: true, es2022: true },
  parser: "@typescript-eslint/parser",
  plugins: ["react-hooks"],
  extends: ["eslint:recommended", "plugin:react-hooks/recommended"],
  rules: {
    "react-hooks/exhaustive-deps": "warn",
  },
};
