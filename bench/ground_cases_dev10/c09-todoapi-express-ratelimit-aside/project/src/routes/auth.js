const express = require('express');
const bcrypt = require('bcryptjs');
const db = require('../db');
const { signToken } = require('../middleware/auth');
const { loginLimiter } = require('../middleware/rateLimit');

const router = express.Router();

router.post('/register', (req, res) => {
  const { username, password } = req.body || {};
  if (!/^[a-zA-Z0-9_]{3,20}$/.test(username || '')) {
    return res.status(400).json({ error: '用户名为 3-20 位字母、数字或下划线' });
  }
  if (typeof password !== 'string' || password.length < 8) {
    return res.status(400).json({ error: '密码至少 8 位' });
  }
  const exists = db.prepare('SELECT 1 FROM users WHERE username = ?').get(username);
  if (exists) {
    return res.status(409).json({ error: '用户名已存在' });
  }
  const hash = bcrypt.hashSync(password, 10);
  const info = db.prepare('INSERT INTO users (username, password_hash) VALUES (?, ?)').run(username, hash);
  const user = { id: info.lastInsertRowid, username };
  return res.status(201).json({ token: signToken(user), user });
});

router.post('/login', loginLimiter, (req, res) => {
  const { username, password } = req.body || {};
  const row = db.prepare('SELECT id, username, password_hash FROM users WHERE username = ?').get(username || '');
  if (!row || !bcrypt.compareSync(password || '', row.password_hash)) {
    return res.status(401).json({ error: '用户名或密码错误' });
  }
  const user = { id: row.id, username: row.username };
  return res.json({ token: signToken(user), user });
});

module.exports = router;
