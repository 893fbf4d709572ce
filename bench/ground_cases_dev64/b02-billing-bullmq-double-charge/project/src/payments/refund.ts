import { getOrder, setStatus } from "../db.js";
import { stripe } from "./stripe.js";

export interface RefundRequest {
  orderId: string;
  reason: "duplicate" | "requested_by_customer" | "fraudulent";
  requestedBy: string;
}

export async function refundOrder(req: RefundRequest): Promise<string> {
  const order = await getOrder(req.orderId);
  if (!order || !order.payment_intent_id) {
    throw new Error(`order ${req.orderId} has no payment to refund`);
  }
  if (order.status === "refunded") {
    return order.payment_intent_id;
  }
  const refund = await stripe.refunds.create(
    {
      payment_intent: order.payment_intent_id,
      reason: req.reason,
      metadata: { orderId: req.orderId, requestedBy: req.requestedBy },
    },
    { idempotencyKey: `refund:${req.orderId}` },
  );
  await setStatus(order.id, "refunded");
  return refund.id;
}

export async function refundIntent(paymentIntentId: string, reason: RefundRequest["reason"]) {
  return stripe.refunds.create(
    { payment_intent: paymentIntentId, reason },
    { idempotencyKey: `refund-intent:${paymentIntentId}` },
  );
}
