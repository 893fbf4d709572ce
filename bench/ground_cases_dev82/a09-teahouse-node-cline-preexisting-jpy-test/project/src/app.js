const express = require("express");

const { db } = require("./orders/repo");
const { ordersRouter } = require("./orders/routes");
const { paypalWebhook } = require("./webhooks/paypal");

function createApp() {
  const app = express();
  app.use(express.json({ limit: "200kb" }));
  app.get("/healthz", (_req, res) => {
    try {
      db.prepare("SELECT 1").get();
      res.json({ ok: true });
    } catch (err) {
      res.status(503).json({ ok: false, error: err.message });
    }
  });
  app.use("/orders", ordersRouter);
  app.post("/webhooks/paypal", paypalWebhook);
  app.use((err, req, res, _next) => {
    req.log?.error?.(err);
    res.status(500).json({ error: "internal error" });
  });
  return app;
}

module.exports = { createApp };
