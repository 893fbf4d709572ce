import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/admin-api': { target: 'http://localhost:9000', changeOrigin: true },
    },
  },
})
