import { fileURLToPath, URL } from "node:url";
import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  define: {
    __RELEASE__: JSON.stringify(process.env.RELEASE ?? "dev"),
  },
  build: {
    target: "es2020",
    // Emit .map files without a sourceMappingURL comment: uploaded to Sentry, not served.
    sourcemap: "hidden",
  },
});
