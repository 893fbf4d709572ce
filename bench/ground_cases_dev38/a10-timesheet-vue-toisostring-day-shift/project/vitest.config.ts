import { defineConfig } from "vitest/config";
import vue from "@vitejs/plugin-vue";

export default defineConfig({
  plugins: [vue()],
  test: {
    environment: "jsdom",
    // Same results on every laptop and in CI.
    env: { TZ: "UTC" },
  },
});
