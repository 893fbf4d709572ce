import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

// In development the API runs on :8000 and is reached through the /api proxy.
// Deployed builds call VITE_API_BASE_URL directly.
export default defineConfig({
  plugins: [vue()],
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://localhost:8000",
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ""),
      },
    },
  },
});
