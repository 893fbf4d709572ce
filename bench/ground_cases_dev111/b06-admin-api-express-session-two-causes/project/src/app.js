'use strict';

const express = require('express');
const config = require('./config');
const { createSessionMiddleware } = require('./session');
const { requestLog, errorHandler, logger } = require('./middleware/requestLog');

const app = express();
app.set('trust proxy', 1);
app.use(express.json({ limit: '1mb' }));
app.use(requestLog);

// liveness probe: セッションより前に置いて Redis に触らない
app.get('/healthz', (req, res) => {
  res.status(200).type('text/plain').send('ok');
});

app.use(createSessionMiddleware());

function requireLogin(req, res, next) {
  if (!req.session.user) {
    return res.status(401).json({ error: 'login_required' });
  }
  return next();
}

app.post('/api/login', (req, res) => {
  const { email } = req.body;

  req.session.user = { id: email, loggedInAt: new Date().toISOString() };
  res.json({ ok: true });
});

app.get('/api/me', requireLogin, (req, res) => {
  res.json(req.session.user);
});

app.post('/api/logout', (req, res) => {
  req.session.destroy(() => res.json({ ok: true }));
});

app.use(errorHandler);

app.listen(config.port, () => logger.info({ port: config.port }, 'admin-api listening'));
