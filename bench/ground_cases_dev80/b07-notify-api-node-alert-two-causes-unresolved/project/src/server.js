const express = require('express');
const pino = require('pino');
const pinoHttp = require('pino-http');
const { metricsMiddleware, register } = require('./metrics');
const notifyRouter = require('./routes/notify');

const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
const app = express();

app.use(express.json({ limit: '64kb' }));
app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/metrics' } }));
app.use(metricsMiddleware);

app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.get('/metrics', async (_req, res) => {
  res.set('Content-Type', register.contentType);
  res.end(await register.metrics());
});
app.use('/v1/notify', notifyRouter);

app.use((err, req, res, _next) => {
  req.log.error({ err }, 'unhandled error');
  res.status(500).json({ error: 'internal' });
});

const port = Number(process.env.PORT || 3000);
app.listen(port, () => logger.info({ port }, 'notify-api listening'));
