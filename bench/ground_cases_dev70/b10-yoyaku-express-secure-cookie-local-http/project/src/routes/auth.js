const express = require('express');
const bcrypt = require('bcrypt');
const users = require('../models/user');

const router = express.Router();

router.post('/login', async (req, res, next) => {
  try {
    const { email, password } = req.body;
    const user = await users.findByEmail(String(email || '').toLowerCase());
    if (!user || !(await bcrypt.compare(String(password || ''), user.passwordHash))) {
      return res.status(401).json({ error: 'メールアドレスまたはパスワードが違います' });
    }
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.userId = user.id;
      req.session.role = user.role;
      req.session.save((saveErr) => (saveErr ? next(saveErr) : res.json({ id: user.id, role: user.role })));
    });
  } catch (err) {
    next(err);
  }
});

router.post('/logout', (req, res, next) => {
  req.session.destroy((err) => {
    if (err) return next(err);
    res.clearCookie('yoyaku.sid');
    res.status(204).end();
  });
});

router.get('/me', (req, res) => {
  if (!req.session.userId) {
    return res.status(401).json({ error: 'not logged in' });
  }
  res.json({ id: req.session.userId, role: req.session.role });
});

module.exports = router;
