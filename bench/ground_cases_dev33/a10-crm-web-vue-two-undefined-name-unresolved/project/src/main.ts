import * as Sentry from "@sentry/vue";
import { createPinia } from "pinia";
import { createApp } from "vue";
import App from "./App.vue";
import { router } from "./router";

declare const __RELEASE__: string;

const app = createApp(App);

Sentry.init({
  app,
  dsn: import.meta.env.VITE_SENTRY_DSN,
  release: `crm-web@${__RELEASE__}`,
  environment: import.meta.env.MODE,
  tracesSampleRate: 0.1,
});

app.use(createPinia());
app.use(router);
app.mount("#app");
