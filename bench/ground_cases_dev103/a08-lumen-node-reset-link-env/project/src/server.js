'use strict';

const express = require('express');
const config = require('./config');
const authRoutes = require('./routes/auth');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 1);

app.get('/health', (req, res) => {
  res.json({ ok: true });
});

app.use('/auth', authRoutes);

app.use((req, res) => {
  res.status(404).json({ error: 'not_found' });
});

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal' });
});

if (require.main === module) {
  app.listen(config.port, () => {
    console.log(`lumen-api listening on ${config.port} (${config.baseUrl})`);
  });
}

module.exports = app;
