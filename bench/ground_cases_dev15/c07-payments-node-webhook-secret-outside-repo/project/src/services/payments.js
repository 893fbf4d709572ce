'use strict';

const db = require('../db');
const logger = require('../logger');

// Every handler is idempotent: Stripe may deliver the same event more than once.

async function markInvoicePaid(invoice) {
  const { rowCount } = await db.query(
    "UPDATE invoices SET status = 'paid', paid_at = to_timestamp($2) WHERE stripe_invoice_id = $1 AND status <> 'paid'",
    [invoice.id, invoice.status_transitions?.paid_at ?? Math.floor(Date.now() / 1000)],
  );
  logger.info({ invoice: invoice.id, updated: rowCount }, 'invoice paid');
}

async function markInvoiceFailed(invoice) {
  await db.query(
    "UPDATE invoices SET status = 'payment_failed', attempts = $2 WHERE stripe_invoice_id = $1 AND status = 'open'",
    [invoice.id, invoice.attempt_count ?? 1],
  );
}

async function cancelSubscription(subscription) {
  await db.query(
    "UPDATE subscriptions SET status = 'canceled', canceled_at = now() WHERE stripe_subscription_id = $1 AND status <> 'canceled'",
    [subscription.id],
  );
  logger.info({ subscription: subscription.id }, 'subscription canceled');
}

module.exports = { markInvoicePaid, markInvoiceFailed, cancelSubscription };
