import express from 'express';
import { shopifyApp } from '@shopify/shopify-app-express';
import { SQLiteSessionStorage } from '@shopify/shopify-app-session-storage-sqlite';

const PORT = parseInt(process.env.BACKEND_PORT || process.env.PORT || '3000', 10);

const shopify = shopifyApp({
  api: {
    apiKey: process.env.SHOPIFY_API_KEY,
    apiSecretKey: process.env.SHOPIFY_API_SECRET,
    scopes: ['read_themes'],
    hostName: process.env.HOST?.replace(/^https:\/\//, ''),
  },
  auth: { path: '/api/auth', callbackPath: '/api/auth/callback' },
  webhooks: { path: '/api/webhooks' },
  sessionStorage: new SQLiteSessionStorage('./database.sqlite'),
});

const app = express();

app.get(shopify.config.auth.path, shopify.auth.begin());
app.get(shopify.config.auth.callbackPath, shopify.auth.callback(), shopify.redirectToShopifyOrAppRoot());
// GDPR mandatory webhooks: we store no customer data, so there is nothing to return or delete.
const gdprHandler = { deliveryMethod: 'http', callbackUrl: '/api/webhooks', callback: async () => {} };
app.post(shopify.config.webhooks.path, shopify.processWebhooks({
  webhookHandlers: {
    CUSTOMERS_DATA_REQUEST: gdprHandler,
    CUSTOMERS_REDACT: gdprHandler,
    SHOP_REDACT: gdprHandler,
  },
}));

app.use('/api/*', shopify.validateAuthenticatedSession());

app.get('/api/shop', async (_req, res) => {
  const session = res.locals.shopify.session;
  res.json({ shop: session.shop });
});

app.use(shopify.cspHeaders());
app.use('/*', shopify.ensureInstalledOnShop(), (_req, res) => {
  res.send('<h1>ShipBar</h1><p>Add the "Free shipping bar" block to your cart in the theme editor.</p>');
});

app.listen(PORT, () => console.log(`ShipBar backend on :${PORT}`));
