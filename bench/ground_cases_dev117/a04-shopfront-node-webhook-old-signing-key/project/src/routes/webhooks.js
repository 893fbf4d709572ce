const express = require("express");

const { verifySignature } = require("../lib/signature");
const db = require("../db");

const router = express.Router();

router.post("/payments", async (req, res, next) => {
  const check = verifySignature(req.body, req.get("Payments-Signature"), process.env.WEBHOOK_SIGNING_SECRET);
  if (!check.ok) {
    console.warn(`payments webhook rejected: ${check.reason}`);
    return res.status(401).json({ error: "invalid signature" });
  }
  let event;
  try {
    event = JSON.parse(req.body.toString("utf8"));
  } catch {
    return res.status(400).json({ error: "invalid json" });
  }
  try {
    if (event.type === "charge.succeeded") {
      await db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE payment_ref = $1", [event.data.ref]);
    } else if (event.type === "charge.refunded") {
      await db.query("UPDATE orders SET status = 'refunded' WHERE payment_ref = $1", [event.data.ref]);
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
