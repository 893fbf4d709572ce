const express = require('express');
const pino = require('pino');
const orders = require('./routes/orders');

const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
const app = express();

app.use(express.json());
app.use((req, _res, next) => {
  req.log = logger.child({ path: req.path });
  next();
});
app.use('/api/orders', orders);

app.use((err, req, res, _next) => {
  req.log.error({ err }, 'unhandled error');
  res.status(500).json({ error: 'internal_error' });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => logger.info(`mall-api on ${port}`));
}

module.exports = app;
