import type { Request, Response } from "express";
import Stripe from "stripe";

import { redis } from "../lib/redis.js";
import { markOrderPaid, refundOrder } from "../services/orders.js";

const EVENT_DEDUPE_SECONDS = 3 * 24 * 60 * 60; // Stripe retries for up to 3 days

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "");
const endpointSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "";

export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"] as string, endpointSecret);
  } catch (err) {
    res.status(400).send(`Webhook Error: ${(err as Error).message}`);
    return;
  }

  const first = await redis.set(`stripe:evt:${event.id}`, "1", "EX", EVENT_DEDUPE_SECONDS, "NX");
  if (first === null) {
    res.json({ received: true, duplicate: true });
    return;
  }

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.status !== "complete") break;
      await markOrderPaid(session.client_reference_id!, session.payment_intent as string);
      break;
    }
    case "charge.refunded": {
      const charge = event.data.object as Stripe.Charge;
      await refundOrder(charge.metadata.order_id);
      break;
    }
    default:
      console.log(`unhandled stripe event ${event.type}`);
  }
  res.json({ received: true });
}
