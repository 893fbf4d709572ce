import { defineConfig } from 'vite'

export default defineConfig({
  server: {
    port: 5190,
    proxy: {
      '/v1': { target: 'https://api.example-mall.com', changeOrigin: true },
    },
  },
})
