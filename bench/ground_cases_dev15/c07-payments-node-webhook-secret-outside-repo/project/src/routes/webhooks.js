'use strict';

const express = require('express');
const Stripe = require('stripe');
const config = require('../config');
const logger = require('../logger');
const payments = require('../services/payments');

const stripe = new Stripe(config.stripe.secretKey);
const router = express.Router();

router.post('/stripe', express.raw({ type: 'application/json' }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], config.stripe.webhookSecret);
  } catch (err) {
    logger.warn({ err: err.message }, 'stripe webhook signature check failed');
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  try {
    switch (event.type) {
      case 'invoice.paid':
        await payments.markInvoicePaid(event.data.object);
        break;
      case 'invoice.payment_failed':
        await payments.markInvoiceFailed(event.data.object);
        break;
      case 'customer.subscription.deleted':
        await payments.cancelSubscription(event.data.object);
        break;
      default:
        logger.debug({ type: event.type }, 'ignored stripe event');
    }
  } catch (err) {
    logger.error({ err, type: event.type, id: event.id }, 'stripe webhook handler failed');
    return res.status(500).end();
  }
  res.json({ received: true });
});

module.exports = router;
