const express = require('express');
const { requireAuth, createSession, destroySession } = require('./middleware/auth');
const ordersRouter = require('./routes/orders');
const { users } = require('./store');

function buildApp() {
  const app = express();
  app.use(express.json());

  app.get('/healthz', (req, res) => {
    res.json({ ok: true });
  });

  app.post('/login', (req, res) => {
    const { email, password } = req.body || {};
    const user = users.find((u) => u.email === email);
    if (!user || user.password !== password) {
      return res.status(401).json({ error: 'bad_credentials' });
    }
    const token = createSession(user.id);
    res.json({ token });
  });

  app.post('/logout', requireAuth, (req, res) => {
    const token = (req.get('authorization') || '').split(' ')[1];
    destroySession(token);
    res.status(204).end();
  });

  app.use('/orders', requireAuth, ordersRouter);

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(500).json({ error: 'internal' });
  });

  return app;
}

module.exports = { buildApp };
