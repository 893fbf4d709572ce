require('dotenv').config();
const express = require('express');

const ordersRouter = require('./routes/orders');
const webhooksRouter = require('./routes/webhooks');

const app = express();

app.disable('x-powered-by');
app.use(express.json({ limit: '1mb' }));

app.use((req, res, next) => {
  const started = Date.now();
  res.on('finish', () => {
    if (process.env.LOG_LEVEL !== 'silent') {
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Date.now() - started}ms`);
    }
  });
  next();
});

app.use('/api/orders', ordersRouter);
app.use('/webhooks', webhooksRouter);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

if (require.main === module) {
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`order-service on :${port}`));
}

module.exports = app;
