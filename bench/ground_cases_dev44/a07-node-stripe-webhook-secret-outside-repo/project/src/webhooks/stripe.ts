import type { Request, Response } from "express";
import Stripe from "stripe";
import { config } from "../config";
import { logger } from "../logger";
import { markOrderPaid, markOrderRefunded } from "../orders/service";

const stripe = new Stripe(config.stripe.secretKey, { apiVersion: "2024-06-20" });

// Mounted with express.raw({ type: "application/json" }) in app.ts: the signature is
// computed over the exact bytes Stripe sent.
export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  const signature = req.header("stripe-signature");
  if (!signature) {
    res.status(400).send("missing stripe-signature");
    return;
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripe.webhookSecret);
  } catch (err) {
    logger.warn({ err }, "stripe webhook rejected");
    res.status(400).send(`Webhook Error: ${(err as Error).message}`);
    return;
  }

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object as Stripe.Checkout.Session;
      await markOrderPaid(session.client_reference_id!, session.payment_intent as string);
      break;
    }
    case "charge.refunded": {
      const charge = event.data.object as Stripe.Charge;
      await markOrderRefunded(charge.payment_intent as string, charge.amount_refunded);
      break;
    }
    default:
      logger.debug({ type: event.type }, "ignored stripe event");
  }
  res.json({ received: true });
}
