import express from "express";
import Stripe from "stripe";

import { activatePro, recordPayment } from "../lib/db.js";
import { formatStripeAmount } from "../lib/money.js";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

router.post("/", async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(
      req.body,
      req.headers["stripe-signature"],
      process.env.STRIPE_WEBHOOK_SECRET,
    );
  } catch (err) {
    console.error("webhook signature check failed:", err.message);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      const userId = Number(s.metadata.userId);
      activatePro(userId, s.metadata.planId, s.customer);
      recordPayment(s.id, userId, s.amount_total, s.currency);
      console.log(`pro activated for ${userId}: ${formatStripeAmount(s.amount_total, s.currency)}`);
      break;
    }
    case "customer.subscription.deleted": {
      console.log("subscription cancelled", event.data.object.id);
      break;
    }
    default:
      break;
  }
  res.json({ received: true });
});

export default router;
