// Thin persistence layer for subscription state mirrored from Stripe.
const db = require("../db");

async function upsertFromStripe(sub) {
  await db.query(
    `INSERT INTO subscriptions (stripe_id, customer_id, status, plan, current_period_end)
     VALUES ($1, $2, $3, $4, to_timestamp($5))
     ON CONFLICT (stripe_id) DO UPDATE
       SET status = EXCLUDED.status,
           plan = EXCLUDED.plan,
           current_period_end = EXCLUDED.current_period_end`,
    [sub.id, sub.customer, sub.status, sub.items.data[0].price.lookup_key, sub.current_period_end],
  );
}

async function markCancelled(sub) {
  await db.query("UPDATE subscriptions SET status = 'canceled' WHERE stripe_id = $1", [sub.id]);
}

async function markPastDue(invoice) {
  if (!invoice.subscription) return;
  await db.query("UPDATE subscriptions SET status = 'past_due' WHERE stripe_id = $1", [invoice.subscription]);
}

async function byCustomer(customerId) {
  const { rows } = await db.query(
    "SELECT stripe_id, status, plan, current_period_end FROM subscriptions WHERE customer_id = $1",
    [customerId],
  );
  return rows;
}

module.exports = { upsertFromStripe, markCancelled, markPastDue, byCustomer };
