import { defineConfig, loadEnv } from "vite";
import vue from "@vitejs/plugin-vue";
import { sentryVitePlugin } from "@sentry/vite-plugin";

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
  if (command === "build" && !env.VITE_API_BASE_URL) {
    throw new Error(`VITE_API_BASE_URL is empty for mode "${mode}"; set it in the deploy environment`);
  }
  return {
  plugins: [
    vue(),
    sentryVitePlugin({
      org: "salon-dev",
      project: "salon-admin",
      authToken: process.env.SENTRY_AUTH_TOKEN,
      release: { name: process.env.SENTRY_RELEASE },
      disable: !process.env.SENTRY_AUTH_TOKEN,
    }),
  ],
  build: { sourcemap: true },
  };
});
