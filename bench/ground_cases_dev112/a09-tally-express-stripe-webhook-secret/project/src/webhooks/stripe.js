const Stripe = require("stripe");
const subscriptions = require("../billing/subscriptions");

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || "sk_test_dummy");

const HANDLERS = {
  "customer.subscription.created": subscriptions.upsertFromStripe,
  "customer.subscription.updated": subscriptions.upsertFromStripe,
  "customer.subscription.deleted": subscriptions.markCancelled,
  "invoice.payment_failed": subscriptions.markPastDue,
};

function stripeWebhook(log) {
  return async (req, res) => {
    const signature = req.headers["stripe-signature"];
    let event;
    try {
      event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET);
    } catch (err) {
      log.warn({ err: err.message }, "stripe webhook signature check failed");
      return res.status(400).send(`Webhook Error: ${err.message}`);
    }

    log.info({ type: event.type, id: event.id }, "stripe webhook received");
    const handler = HANDLERS[event.type];
    if (!handler) {
      return res.json({ received: true, ignored: event.type });
    }
    try {
      await handler(event.data.object);
      res.json({ received: true });
    } catch (err) {
      log.error({ err, type: event.type }, "stripe webhook handler failed");
      res.status(500).json({ error: "handler failed" });
    }
  };
}

module.exports = { stripeWebhook };
