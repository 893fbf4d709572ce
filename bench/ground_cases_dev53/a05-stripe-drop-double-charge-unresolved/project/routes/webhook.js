const express = require("express");
const Stripe = require("stripe");
const { createOrder, decrementStock } = require("../lib/orders");
const { sendConfirmation } = require("../lib/mailer");

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

router.post("/", async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    console.warn("bad webhook signature", err.message);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const sku = session.metadata.sku;
    const order = await createOrder({
      sessionId: session.id,
      sku,
      email: session.customer_details.email,
      name: session.customer_details.name,
      address: session.shipping_details && session.shipping_details.address,
      amount: session.amount_total,
    });
    await decrementStock(sku);
    await sendConfirmation(order);
    console.log(`order ${order.number} for ${sku} (${session.id})`);
  } else if (event.type === "checkout.session.expired") {
    console.log(`session expired ${event.data.object.id}`);
  }

  res.json({ received: true });
});

module.exports = router;
