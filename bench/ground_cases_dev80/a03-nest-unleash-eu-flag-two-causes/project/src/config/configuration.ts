export default () => ({
  env: process.env.NODE_ENV ?? 'development',
  unleash: {
    url: process.env.UNLEASH_URL ?? 'http://localhost:4242/api',
    appName: 'storefront-api',
    apiToken: process.env.UNLEASH_API_TOKEN ?? '',
    refreshInterval: parseInt(process.env.UNLEASH_REFRESH_MS ?? '15000', 10),
    bootstrapFile: process.env.UNLEASH_BOOTSTRAP_FILE ?? 'config/unleash-bootstrap.json',
  },
  checkout: {
    paymentTimeoutMs: parseInt(process.env.CHECKOUT_PAYMENT_TIMEOUT_MS ?? '8000', 10),
  },
});
