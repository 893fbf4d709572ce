'use strict';

const crypto = require('node:crypto');
const express = require('express');
const { sendPasswordReset } = require('../mailer');
const users = require('../users');

const router = express.Router();

const RESET_LIMIT = 5;
const RESET_WINDOW_MS = 60 * 60 * 1000;
const resetHits = new Map(); // email -> timestamps (ms) in the current window

function tooManyResets(email, now = Date.now()) {
  const recent = (resetHits.get(email) || []).filter((t) => now - t < RESET_WINDOW_MS);
  recent.push(now);
  resetHits.set(email, recent);
  return recent.length > RESET_LIMIT;
}

router.post('/password-reset', express.json(), async (req, res, next) => {
  try {
    const email = String(req.body.email || '').trim().toLowerCase();
    if (!email.includes('@')) {
      return res.status(400).json({ error: 'invalid_email' });
    }
    if (tooManyResets(email)) {
      return res.status(429).json({ error: 'too_many_requests' });
    }
    const user = await users.findByEmail(email);
    if (user) {
      const token = crypto.randomBytes(32).toString('base64url');
      await users.saveResetToken(user.id, token);
      await sendPasswordReset(user, token);
    }
    // same answer whether or not the account exists
    return res.status(202).json({ ok: true });
  } catch (err) {
    return next(err);
  }
});

router.post('/password-reset/confirm', express.json(), async (req, res, next) => {
  try {
    const ok = await users.consumeResetToken(req.body.token, req.body.password);
    return ok ? res.status(204).end() : res.status(400).json({ error: 'invalid_token' });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
