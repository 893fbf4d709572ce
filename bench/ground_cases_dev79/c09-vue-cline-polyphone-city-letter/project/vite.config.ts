import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { "@": "/src" } },
  build: {
    rollupOptions: {
      output: { manualChunks: { vendor: ["vue", "vue-i18n"] } },
    },
  },
});
