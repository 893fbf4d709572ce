'use strict';

const express = require('express');
const { verifyShopifyHmac } = require('./lib/verify');
const { handleOrderCreated } = require('./handlers/order');

const app = express();

// Shopify の署名チェックには生のボディが要る
app.use('/webhooks', express.raw({ type: 'application/json', limit: '2mb' }));

app.get('/healthz', (req, res) => res.send('ok'));

app.post('/webhooks/orders-create', async (req, res) => {
  const hmac = req.get('X-Shopify-Hmac-Sha256');
  if (!verifyShopifyHmac(req.body, hmac, process.env.SHOPIFY_WEBHOOK_SECRET)) {
    console.warn('invalid hmac');
    return res.status(401).send('invalid signature');
  }
  const order = JSON.parse(req.body.toString('utf8'));
  try {
    await handleOrderCreated(order);
    res.status(200).send('ok');
  } catch (err) {
    console.error('order handler failed', order.name, err);
    res.status(500).send('error');
  }
});

const port = Number(process.env.PORT || 3000);
app.listen(port, () => {
  console.log(`shop-webhooks listening on ${port}`);
});
