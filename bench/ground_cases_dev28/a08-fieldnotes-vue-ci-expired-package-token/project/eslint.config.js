import pluginVue from "eslint-plugin-vue";

export default [
  { ignores: ["dist/**"] },
  ...pluginVue.configs["flat/recommended"],
  {
    rules: {
      "vue/multi-word-component-names": "off",
    },
  },
];
