const express = require("express");
const pino = require("pino");
const { stripeWebhook } = require("./webhooks/stripe");

const log = pino({ level: process.env.LOG_LEVEL || "info" });
const app = express();

// Stripe needs the raw body to verify the signature, so this route is
// registered before express.json() touches the body.
app.post("/webhooks/stripe", express.raw({ type: "application/json" }), stripeWebhook(log));

app.use(express.json({ limit: "1mb" }));

app.get("/healthz", (_req, res) => res.json({ ok: true }));

app.get("/api/plans", (_req, res) => {
  res.json([
    { id: "starter", priceMonthly: 900 },
    { id: "team", priceMonthly: 2900 },
  ]);
});

app.use((err, _req, res, _next) => {
  log.error({ err }, "unhandled error");
  res.status(500).json({ error: "internal" });
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => log.info({ port }, "tally-api listening"));
}

module.exports = { app };
