const express = require("express");

const db = require("../db");
const { queue } = require("../jobs/sendShippedEmail");

const router = express.Router();

// The carrier calls this when a parcel is handed over. It retries the same event
// (same event_id) if we do not answer 2xx within 5 seconds.
router.post("/carrier", async (req, res, next) => {
  try {
    const { event_id: eventId, order_id: orderId, tracking_no: trackingNo, carrier } = req.body;
    if (!eventId || !orderId || !trackingNo) {
      return res.status(400).json({ error: "missing fields" });
    }
    const order = await db.findOrder(orderId);
    if (!order) {
      return res.status(404).json({ error: "unknown order" });
    }
    await db.recordShipment(orderId, trackingNo, carrier);
    await queue.add("shipped", { orderId, trackingNo, carrier, email: order.email, name: order.customer_name });
    res.status(202).json({ ok: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
