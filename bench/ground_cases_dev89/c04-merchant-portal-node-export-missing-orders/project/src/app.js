const express = require('express');
const exportsRouter = require('./routes/exports');
const { requireMerchant } = require('./middleware/auth');

function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  app.get('/healthz', (req, res) => res.json({ ok: true }));
  app.use('/exports', requireMerchant, exportsRouter);

  app.use((req, res) => res.status(404).json({ error: 'not found' }));
  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    console.error(err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(err.status || 500).json({ error: err.expose ? err.message : 'internal error' });
  });
  return app;
}

module.exports = { createApp };
