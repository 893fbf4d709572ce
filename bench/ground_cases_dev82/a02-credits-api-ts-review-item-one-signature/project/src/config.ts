function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing env ${name}`);
  }
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: required("DATABASE_URL"),
  stripeSecretKey: required("STRIPE_SECRET_KEY"),
  // Signing secret of the webhook endpoint (whsec_...). Not set in local dev.
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
  receiptsFrom: process.env.RECEIPTS_FROM ?? "billing@credits.example",
  // Credits granted per unit of a price, keyed by Stripe price id.
  creditsPerPrice: JSON.parse(process.env.CREDITS_PER_PRICE ?? "{}") as Record<string, number>,
};
