import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: { "/api": "http://localhost:8080" },
  },
  build: {
    rollupOptions: {
      output: {
        manualChunks: { "element-plus": ["element-plus"], vendor: ["vue", "vue-i18n", "axios", "dayjs"] },
      },
    },
  },
});
