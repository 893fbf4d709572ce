import express from "express";
import { handleStripeWebhook } from "./webhook.js";
import { listOrders } from "./orders.js";

const app = express();

// Stripe needs the exact bytes it signed, so this route gets the raw body
// and must be registered before express.json().
app.post("/webhooks/stripe", express.raw({ type: "application/json" }), handleStripeWebhook);

app.use(express.json());

app.get("/orders", async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 20, 100);
    res.json(await listOrders(limit));
  } catch (err) {
    next(err);
  }
});

app.get("/healthz", (_req, res) => res.send("ok"));

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ error: "internal" });
});

const port = Number(process.env.PORT) || 3000;
if (process.env.NODE_ENV !== "test") {
  app.listen(port, () => console.log(`payments-hook on :${port}`));
}

export default app;
