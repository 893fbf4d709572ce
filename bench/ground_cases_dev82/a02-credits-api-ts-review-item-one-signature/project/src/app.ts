import express from "express";

import { accountsRouter } from "./routes/accounts.js";
import { stripeWebhook } from "./webhooks/stripe.js";

export function createApp(): express.Express {
  const app = express();
  // Stripe signs the raw body: this route must see it before express.json() parses it.
  app.post("/webhooks/stripe", express.raw({ type: "application/json" }), stripeWebhook);
  app.use(express.json());
  app.use("/accounts", accountsRouter);
  app.get("/healthz", (_req, res) => {
    res.send("ok");
  });
  return app;
}
