const express = require('express');
const db = require('../db');
const { verifySignature } = require('../verify');

const router = express.Router();

router.post('/payment', express.raw({ type: 'application/json' }), async (req, res, next) => {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(JSON.stringify(req.body));
  const ok = verifySignature(
    raw,
    req.get('X-Pay-Signature'),
    req.get('X-Pay-Timestamp'),
    process.env.PAY_WEBHOOK_SECRET,
  );
  if (!ok) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  try {
    const event = JSON.parse(raw.toString('utf8'));
    if (event.type === 'payment.succeeded') {
      await db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1", [event.order_id]);
    } else if (event.type === 'payment.failed') {
      await db.query("UPDATE orders SET status = 'payment_failed' WHERE id = $1", [event.order_id]);
    }
    res.json({ received: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
