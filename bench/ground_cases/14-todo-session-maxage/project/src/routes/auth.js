'use strict';

const express = require('express');
const bcrypt = require('bcryptjs');

function authRouter(users) {
  const router = express.Router();

  router.post('/login', async (req, res) => {
    const { email, password } = req.body || {};
    const user = users.findByEmail(String(email || '').toLowerCase());
    if (!user || !(await bcrypt.compare(String(password || ''), user.passwordHash))) {
      return res.status(401).json({ error: 'invalid credentials' });
    }
    req.session.regenerate((err) => {
      if (err) return res.status(500).json({ error: 'session error' });
      req.session.userId = user.id;
      res.json({ id: user.id, name: user.name });
    });
  });

  router.post('/logout', (req, res) => {
    req.session.destroy(() => {
      res.clearCookie('todo.sid');
      res.sendStatus(204);
    });
  });

  return router;
}

module.exports = { authRouter };
