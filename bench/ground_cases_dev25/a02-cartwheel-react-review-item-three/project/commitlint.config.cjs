module.exports = {
  extends: ["@commitlint/config-conventional"],
  rules: {
    "type-enum": [2, "always", ["feat", "fix", "chore", "refactor", "test", "docs", "perf", "ci"]],
    "scope-enum": [1, "always", ["cart", "checkout", "catalog", "account", "deps"]],
    "subject-case": [2, "never", ["upper-case", "pascal-case"]],
    "header-max-length": [2, "always", 72],
  },
};
