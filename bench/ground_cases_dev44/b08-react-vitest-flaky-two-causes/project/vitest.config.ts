import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    sequence: {
      // テスト間の依存を見つけるため CI ではシャッフル
      shuffle: !!process.env.CI,
    },
  },
})
