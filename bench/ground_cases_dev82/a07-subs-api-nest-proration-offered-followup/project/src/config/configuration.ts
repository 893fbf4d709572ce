export default () => ({
  port: parseInt(process.env.PORT ?? "3000", 10),
  stripe: {
    // STRIPE_KEY is the old name; drop it once every environment has STRIPE_SECRET_KEY.
    secretKey: process.env.STRIPE_SECRET_KEY ?? process.env.STRIPE_KEY ?? "",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
  },
  billing: {
    currency: process.env.BILLING_CURRENCY ?? "eur",
    trialDays: parseInt(process.env.TRIAL_DAYS ?? "14", 10),
  },
});
