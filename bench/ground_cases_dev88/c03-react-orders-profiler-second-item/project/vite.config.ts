import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";

export default defineConfig(({ mode }) => ({
  plugins: [react(), mode === "analyze" && visualizer({ filename: "dist/stats.html", gzipSize: true })],
  build: {
    sourcemap: "hidden",
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { "/api": "http://localhost:8081" },
  },
}));
