import { createApp } from "vue";
import * as Sentry from "@sentry/vue";
import App from "./App.vue";
import { router } from "./router";

const app = createApp(App);

Sentry.init({
  app,
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.MODE,
});

app.use(router).mount("#app");
