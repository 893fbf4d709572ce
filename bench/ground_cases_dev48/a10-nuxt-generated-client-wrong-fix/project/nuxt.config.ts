// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: "2024-10-01",
  ssr: false,
  devtools: { enabled: true },
  runtimeConfig: {
    public: {
      // staging: https://api.staging.helpdesk.example, prod: https://api.helpdesk.example
      apiBase: process.env.NUXT_PUBLIC_API_BASE ?? "/api",
    },
  },
  nitro: {
    devProxy: {
      // local dev only: same-origin, so cookies flow without CORS credentials
      "/api": { target: "http://localhost:8000", changeOrigin: true },
    },
  },
  css: ["~/assets/main.css"],
});
