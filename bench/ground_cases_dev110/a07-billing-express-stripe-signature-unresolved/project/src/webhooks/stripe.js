"use strict";

const express = require("express");
const Stripe = require("stripe");
const config = require("../config");
const { markPaid, markFailed } = require("../billing");

const stripe = new Stripe(config.stripe.apiKey);
const router = express.Router();

router.post("/", express.raw({ type: "application/json" }), async (req, res) => {
  const signature = req.headers["stripe-signature"];
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripe.webhookSecret,
      config.stripe.toleranceSeconds);
  } catch (err) {
    console.warn(`stripe webhook rejected: ${err.message}`);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  switch (event.type) {
    case "invoice.paid":
      await markPaid(event.data.object.id);
      break;
    case "invoice.payment_failed":
      await markFailed(event.data.object.id, event.data.object.last_finalization_error);
      break;
    default:
      console.log(`ignoring stripe event ${event.type}`);
  }
  return res.json({ received: true });
});

module.exports = router;
