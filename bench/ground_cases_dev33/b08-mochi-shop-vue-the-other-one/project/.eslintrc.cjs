/* eslint-env node */
require("@rushstack/eslint-patch/modern-module-resolution");

module.exports = {
  root: true,
  extends: [
    "plugin:vue/vue3-recommended",
    "eslint:recommended",
    "@vue/eslint-config-typescript",
  ],
  parserOptions: {
    ecmaVersion: "latest",
  },
  rules: {
    "vue/max-attributes-per-line": "off",
    "vue/multi-word-component-names": "off",
    "no-console": ["warn", { allow: ["warn", "error"] }],
  },
};
