'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../services/users');
const { rateLimit } = require('../middleware/rateLimit');

const router = express.Router();

router.post('/login', rateLimit({ windowMs: 60_000, max: 10 }), async (req, res, next) => {
  try {
    const { email, password } = req.body || {};
    if (typeof email !== 'string' || typeof password !== 'string') {
      return res.status(400).json({ error: 'email and password are required' });
    }
    const user = await users.verifyPassword(email.trim().toLowerCase(), password);
    if (!user) {
      return res.status(401).json({ error: 'invalid credentials' });
    }
    const token = jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, { expiresIn: '12h' });
    res.json({ token });
  } catch (err) {
    next(err);
  }
});

router.post('/logout', (req, res) => {
  // tokens are stateless; the client drops it
  res.status(204).end();
});

module.exports = router;
