import type Stripe from "stripe";
import { getOrder, markCharging, setStatus } from "../db.js";
import type { ChargeJob } from "../queue.js";
import { stripe } from "./stripe.js";

export class ChargeError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

export async function chargeOrder(job: ChargeJob): Promise<string> {
  const order = await getOrder(job.orderId);
  if (!order) throw new ChargeError(`order ${job.orderId} not found`, false);
  if (order.status === "paid") return order.payment_intent_id ?? "";
  if (!(await markCharging(order.id))) throw new ChargeError(`order ${order.id} is ${order.status}`, false);

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({
      amount: job.amount,
      currency: job.currency,
      customer: job.customerId,
      confirm: true,
      off_session: true,
      metadata: { orderId: job.orderId },
    });
  } catch (err) {
    const e = err as Stripe.errors.StripeError;
    const retryable = e.type === "StripeConnectionError" || e.type === "StripeAPIError";
    if (!retryable) await setStatus(order.id, "failed");
    throw new ChargeError(e.message, retryable);
  }
  await setStatus(order.id, "paid", intent.id);
  return intent.id;
}
