import express from 'express';
import pino from 'pino';
import { checkTimestamp, verifySignature } from './webhooks/verify.js';
import { handleEvent } from './webhooks/handlers.js';
import { createOrderStore } from './orders/store.js';

const log = pino();
const orders = createOrderStore();
const secret = process.env.PAYLINK_WEBHOOK_SECRET;

const app = express();
app.use(
  express.json({
    verify: (req, _res, buf) => {
      req.rawBody = buf;
    },
  }),
);

app.post('/webhooks/paylink', (req, res) => {
  try {
    checkTimestamp(req);
    verifySignature(req, secret);
    handleEvent(req.body, orders, log);
    res.sendStatus(204);
  } catch (err) {
    log.warn({ err: err.message }, 'webhook rejected');
    res.status(err.status || 500).json({ error: err.message });
  }
});

app.listen(Number(process.env.PORT || 3100), () => log.info('paylink-receiver up'));
