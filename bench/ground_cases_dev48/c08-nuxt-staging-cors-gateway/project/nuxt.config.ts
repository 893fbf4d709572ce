// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-10-01',
  modules: ['@pinia/nuxt'],
  devtools: { enabled: true },

  runtimeConfig: {
    // server-only
    apiSecret: '',
    public: {
      // overridden by NUXT_PUBLIC_API_BASE in each environment
      apiBase: 'http://localhost:8080/v1',
      siteName: '晨讯',
    },
  },

  app: {
    head: {
      htmlAttrs: { lang: 'zh-CN' },
      title: '晨讯',
      meta: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
    },
  },

  routeRules: {
    '/': { swr: 60 },
    '/articles/**': { swr: 300 },
  },

  nitro: {
    compressPublicAssets: true,
  },
});
