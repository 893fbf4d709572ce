const db = require("./db");
const { receiptQueue } = require("./queue");

async function onPaymentSucceeded(event) {
  if (await db.hasEvent(event.id)) {
    return { duplicate: true };
  }
  const { order_no: orderNo, amount } = event.data;
  await db.creditOrder(orderNo, amount);
  await receiptQueue.add("erp-receipt", { orderNo, amount }, { attempts: 5, backoff: { type: "exponential", delay: 2000 } });
  await db.saveEvent(event.id, event.type);
  return { credited: orderNo };
}

async function onRefund(event) {
  if (await db.hasEvent(event.id)) {
    return { duplicate: true };
  }
  await db.markRefunded(event.data.order_no);
  await db.saveEvent(event.id, event.type);
  return { refunded: event.data.order_no };
}

const HANDLERS = {
  "payment.succeeded": onPaymentSucceeded,
  "refund.succeeded": onRefund,
};

async function dispatch(event) {
  const handler = HANDLERS[event.type];
  if (!handler) {
    return { ignored: event.type };
  }
  return handler(event);
}

module.exports = { dispatch, onPaymentSucceeded, onRefund };
