function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing env var ${name}`);
  }
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  env: process.env.NODE_ENV ?? "development",
  databaseUrl: required("DATABASE_URL"),
  stripe: {
    secretKey: required("STRIPE_SECRET_KEY"),
    webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
    successUrl: process.env.STRIPE_SUCCESS_URL ?? "https://shop.example.com/checkout/success",
    cancelUrl: process.env.STRIPE_CANCEL_URL ?? "https://shop.example.com/cart",
  },
  session: {
    secret: required("SESSION_SECRET"),
    maxAgeMs: 1000 * 60 * 60 * 24 * 14,
  },
  cart: {
    reservationMinutes: Number(process.env.CART_RESERVATION_MINUTES ?? 15),
  },
} as const;

export type Config = typeof config;

if (config.env === "production" && config.stripe.secretKey.startsWith("sk_test_")) {
  throw new Error("refusing to start production with a Stripe test key");
}
