export default defineNuxtConfig({
  compatibilityDate: '2024-10-01',
  runtimeConfig: {
    public: {
      algoliaAppId: '',
      algoliaSearchKey: '',
      algoliaIndex: 'products_dev',
    },
  },
  app: {
    head: { title: 'Northside Roastery' },
  },
})
