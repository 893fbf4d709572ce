// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: "2024-11-01",
  devtools: { enabled: true },
  modules: ["@pinia/nuxt"],
  runtimeConfig: {
    apiBase: "http://localhost:8080",
    public: {
      siteUrl: "http://localhost:3000",
      cdnBase: "https://img.cdn.hoshi-zakka.jp",
    },
  },
  app: {
    head: {
      htmlAttrs: { lang: "ja" },
      link: [{ rel: "preconnect", href: "https://img.cdn.hoshi-zakka.jp" }],
    },
  },
  routeRules: {
    "/": { swr: 600 },
    "/products/**": { swr: 300 },
    "/cart": { ssr: false },
  },
});
