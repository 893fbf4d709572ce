// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: true },
  modules: ['@nuxt/image', '@pinia/nuxt', '@nuxtjs/i18n'],
  runtimeConfig: {
    databaseUrl: '',
    adminToken: '',
    public: {
      siteUrl: 'https://shop.example.jp',
    },
  },
  routeRules: {
    '/': { prerender: true },
    '/blog/**': { swr: 3600 },
    '/admin/**': { ssr: false },
    '/api/admin/**': { cors: false, headers: { 'cache-control': 'no-store' } },
  },
  i18n: {
    defaultLocale: 'ja',
    locales: [{ code: 'ja', language: 'ja-JP' }],
  },
  image: {
    domains: ['images.shop.example.jp'],
  },
  nitro: {
    storage: {
      cache: { driver: 'redis', url: process.env.REDIS_URL },
    },
  },
})
