const express = require('express');
const helmet = require('helmet');
const morgan = require('morgan');

const logger = require('./logger');
const invoices = require('./routes/invoices');
const orders = require('./routes/orders');

const app = express();

app.use(helmet());
app.use(express.json({ limit: '1mb' }));
app.use(morgan('tiny'));

app.get('/healthz', (req, res) => res.send('ok'));
app.use('/api/invoices', invoices);
app.use('/api/orders', orders);

app.use((req, res) => {
  res.status(404).json({ error: 'not found', path: req.path });
});

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  logger.error({ err, path: req.path }, 'request failed');
  res.status(err.status || 500).json({ error: err.expose ? err.message : 'internal error' });
});

module.exports = app;
