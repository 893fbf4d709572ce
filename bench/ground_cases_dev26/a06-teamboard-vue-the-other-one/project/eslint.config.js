import pluginVue from "eslint-plugin-vue";
import vueTsEslintConfig from "@vue/eslint-config-typescript";

export default [
  { files: ["**/*.{ts,mts,tsx,vue}"] },
  { ignores: ["dist/**", "coverage/**"] },
  ...pluginVue.configs["flat/recommended"],
  ...vueTsEslintConfig(),
];
