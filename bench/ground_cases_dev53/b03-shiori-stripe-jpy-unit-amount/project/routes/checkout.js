import express from "express";
import Stripe from "stripe";

import { findPlan } from "../config/plans.js";
import { findUser } from "../lib/db.js";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

function requireLogin(req, res, next) {
  if (!req.session.userId) return res.redirect("/login?next=/pricing");
  next();
}

router.post("/", requireLogin, async (req, res) => {
  let plan;
  try {
    plan = findPlan(req.body.plan);
  } catch {
    return res.status(400).send("unknown plan");
  }
  const user = findUser(req.session.userId);

  const checkout = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: user.stripe_customer_id ?? undefined,
    customer_email: user.stripe_customer_id ? undefined : user.email,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: plan.currency,
          unit_amount: plan.price * 100,
          recurring: { interval: plan.interval },
          product_data: { name: `shiori ${plan.name}` },
        },
      },
    ],
    metadata: { userId: String(user.id), planId: plan.id },
    success_url: `${process.env.APP_URL}/account?upgraded=1`,
    cancel_url: `${process.env.APP_URL}/pricing`,
    locale: plan.currency === "jpy" ? "ja" : "auto",
  });
  res.redirect(303, checkout.url);
});

export default router;
