'use strict';

const express = require('express');
const { ordersRouter } = require('./routes/orders');
const { createStore } = require('./store');

function authenticate(req, res, next) {
  const token = req.get('Authorization')?.replace(/^Bearer /, '');
  const user = token && req.app.locals.tokens.get(token);
  if (!user) {
    return res.status(401).json({ error: 'unauthorized' });
  }
  req.user = user;
  return next();
}

function requireRole(role) {
  return (req, res, next) => {
    if (!req.user.roles.includes(role)) {
      return res.status(403).json({ error: 'forbidden' });
    }
    return next();
  };
}

function buildApp(store = createStore()) {
  const app = express();
  app.locals.tokens = new Map();
  app.use(express.json());
  app.use('/orders', authenticate, ordersRouter(store, { requireAdmin: requireRole('admin') }));
  app.get('/healthz', (req, res) => res.send('ok'));
  return app;
}

if (require.main === module) {
  buildApp().listen(process.env.PORT || 3000);
}

module.exports = { buildApp, authenticate, requireRole };
