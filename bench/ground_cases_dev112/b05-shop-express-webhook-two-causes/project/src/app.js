const express = require("express");
const config = require("./config");
const orders = require("./routes/orders");
const { verifySignature } = require("./webhook");

function createApp(db) {
  const app = express();
  app.use(express.json());

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/orders", orders(db));

  app.post("/webhooks/payments", (req, res) => {
    const result = verifySignature(req, config.webhookSecret);
    if (!result.ok) {
      console.warn(`POST /webhooks/payments 401 ${result.reason}`);
      return res.status(401).json({ error: result.reason });
    }
    const event = req.body;
    if (event.type === "payment.succeeded") {
      db.markPaid(event.data.orderId, event.data.amount);
    }
    res.status(204).end();
  });

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(500).json({ error: "internal" });
  });
  return app;
}

module.exports = { createApp };
