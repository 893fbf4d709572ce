const express = require("express");
const { verifySignature, decryptResource } = require("../lib/signature");
const orders = require("../services/orders");
const sms = require("../services/sms");

const router = express.Router();

router.post("/wechat/notify", express.raw({ type: "*/*" }), async (req, res) => {
  const body = req.body.toString("utf8");
  if (!verifySignature(req.headers, body)) {
    console.warn("wechat notify: bad signature");
    return res.status(401).json({ code: "FAIL", message: "bad signature" });
  }
  const event = JSON.parse(body);
  if (event.event_type !== "TRANSACTION.SUCCESS") {
    return res.json({ code: "SUCCESS", message: "ignored" });
  }
  const payment = decryptResource(event.resource);
  const orderNo = payment.out_trade_no;
  console.info("wechat notify", { orderNo, tx: payment.transaction_id });
  try {
    const order = await orders.markPaid(orderNo, payment.transaction_id, payment.amount.total);
    await sms.sendPaidNotice(order.phone, order.no);
  } catch (err) {
    console.error("wechat notify failed", { orderNo, err: err.message });
    return res.status(500).json({ code: "FAIL", message: "internal error" });
  }
  res.json({ code: "SUCCESS", message: "OK" });
});

module.exports = router;
