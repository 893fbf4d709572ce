const crypto = require("crypto");
const express = require("express");
const pino = require("pino");
const { isProcessed, markProcessed, findOrderByPaymentId, setOrderStatus } = require("../db");
const { enqueueShipment } = require("../queue/shipments");

const logger = pino({ name: "webhooks" });
const router = express.Router();

function verifySignature(raw, header) {
  const secret = process.env.PAYMENT_WEBHOOK_SECRET || "";
  if (!header || !secret || !Buffer.isBuffer(raw)) return false;
  const expected = crypto.createHmac("sha256", secret).update(raw).digest("hex");
  const a = Buffer.from(expected);
  const b = Buffer.from(header);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

// The payment provider retries a delivery until it gets a 2xx within 10 seconds.
router.post("/payment", async (req, res, next) => {
  try {
    if (!verifySignature(req.body, req.get("X-Pay-Signature"))) {
      return res.status(401).json({ error: "bad signature" });
    }
    const event = JSON.parse(req.body.toString("utf8"));
    if (event.type !== "payment.succeeded") {
      return res.status(204).end();
    }
    if (await isProcessed(event.id)) {
      logger.info({ eventId: event.id }, "duplicate payment event ignored");
      return res.status(200).json({ ok: true, duplicate: true });
    }
    const order = await findOrderByPaymentId(event.data.payment_id);
    if (!order) {
      logger.warn({ eventId: event.id, paymentId: event.data.payment_id }, "no order for payment");
      return res.status(404).json({ error: "order not found" });
    }
    await setOrderStatus(order.id, "paid");
    await enqueueShipment(order);
    await markProcessed(event.id);
    res.status(200).json({ ok: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
