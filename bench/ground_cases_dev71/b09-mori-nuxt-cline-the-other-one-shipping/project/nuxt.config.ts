export default defineNuxtConfig({
  modules: ["@pinia/nuxt", "@nuxt/eslint"],
  devtools: { enabled: true },
  runtimeConfig: {
    public: {
      freeShippingThreshold: 5500,
    },
  },
  app: {
    head: {
      htmlAttrs: { lang: "ja" },
      title: "森の雑貨店",
    },
  },
});
