export default defineNuxtConfig({
  devtools: { enabled: true },
  runtimeConfig: {
    public: {
      apiBase: process.env.NUXT_PUBLIC_API_BASE || 'https://api.huazhi.example.com',
    },
  },
  app: {
    head: { title: '花枝小铺' },
  },
})
