const { logger } = require("../logger");
const { toMinor } = require("../money");
const repo = require("../orders/repo");
const { verifyPaypalSignature } = require("./verify");

async function onCaptureCompleted(resource) {
  const orderId = resource.custom_id;
  if (!orderId) {
    logger.warn({ capture: resource.id }, "capture without custom_id");
    return;
  }
  repo.markPaid(orderId, resource.id);
}

function captureIdOf(refund) {
  const up = (refund.links || []).find((l) => l.rel === "up");
  return up ? up.href.split("/").pop() : null;
}

async function onCaptureRefunded(resource) {
  const captureId = captureIdOf(resource);
  const order = captureId && repo.findByCaptureId(captureId);
  if (!order) {
    logger.warn({ refund: resource.id, captureId }, "refund for unknown capture");
    return;
  }
  const total = resource.seller_payable_breakdown?.total_refunded_amount ?? resource.amount;
  const refundedMinor = toMinor(total.value, order.currency);
  const status = refundedMinor >= order.total_minor ? "refunded" : "partially_refunded";
  repo.updateRefund(order.id, refundedMinor, status);
  logger.info({ order: order.id, refundedMinor, status }, "paypal refund applied");
}

async function paypalWebhook(req, res, next) {
  try {
    if (!(await verifyPaypalSignature(req))) {
      return res.status(400).json({ error: "invalid signature" });
    }
    const event = req.body;
    logger.info({ transmissionId: req.get("paypal-transmission-id"), type: event.event_type, id: event.id }, "paypal webhook");
    switch (event.event_type) {
      case "PAYMENT.CAPTURE.COMPLETED":
        await onCaptureCompleted(event.resource);
        break;
      case "PAYMENT.CAPTURE.REFUNDED":
        await onCaptureRefunded(event.resource);
        break;
      default:
        logger.debug({ type: event.event_type }, "paypal event ignored");
    }
    res.status(200).end();
  } catch (err) {
    next(err);
  }
}

module.exports = { paypalWebhook };
