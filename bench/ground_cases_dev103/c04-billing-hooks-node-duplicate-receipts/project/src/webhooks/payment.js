'use strict';

const crypto = require('crypto');
const db = require('../db');
const { enqueue } = require('../jobs/queue');

const SECRET = process.env.PAY_WEBHOOK_SECRET || '';

function verifySignature(req) {
  const sig = req.get('X-Pay-Signature') || '';
  const expected = crypto.createHmac('sha256', SECRET).update(req.rawBody || '').digest('hex');
  if (sig.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
}

async function paymentWebhook(req, res, next) {
  try {
    if (!verifySignature(req)) {
      return res.status(401).json({ error: 'bad signature' });
    }
    const event = req.body;
    if (event.type !== 'payment.succeeded') {
      return res.status(204).end();
    }
    const order = await db.markOrderPaid(event.data.order_id, event.data.paid_at);
    // the provider retries any delivery that is not answered 2xx within 5 seconds
    await enqueue('receipt', { orderId: order.id, email: order.email, eventId: event.id });
    res.status(200).json({ received: true });
  } catch (err) {
    next(err);
  }
}

module.exports = { paymentWebhook, verifySignature };
