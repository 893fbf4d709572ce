import Stripe from "stripe";
import { markPaid, markRefunded } from "./orders.js";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "sk_test_dummy");

export function verify(rawBody, signature, secret = process.env.STRIPE_WEBHOOK_SECRET) {
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export async function handleStripeWebhook(req, res) {
  let event;
  try {
    event = verify(req.body, req.headers["stripe-signature"]);
  } catch (err) {
    console.warn(`Webhook signature verification failed. ${err.message}`);
    return res.status(400).send("bad signature");
  }

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      await markPaid(session.client_reference_id, session.amount_total);
      break;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      await markRefunded(charge.metadata.order_id, charge.amount_refunded);
      break;
    }
    default:
      break;
  }
  res.json({ received: true });
}
