'use strict';

const express = require('express');
const tasks = require('./routes/tasks');
const users = require('./routes/users');

function createApp(store) {
  const app = express();
  app.use(express.json());
  app.use('/tasks', tasks.router(store));
  app.use('/users', users.router(store));
  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : 'internal error' });
  });
  return app;
}

module.exports = { createApp };
