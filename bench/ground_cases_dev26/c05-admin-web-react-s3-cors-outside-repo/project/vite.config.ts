import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    cors: true,
    proxy: {
      '/v1': {
        target: 'https://api.hekou.com',
        changeOrigin: true,
      },
    },
  },
  build: {
    sourcemap: true,
  },
})
