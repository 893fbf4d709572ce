import * as Sentry from "@sentry/node";
import { createApp } from "./app.js";

Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.1 });

const port = Number(process.env.PORT ?? 3000);
createApp().listen(port, () => {
  console.log(`tasca-bookings listening on :${port}`);
});
