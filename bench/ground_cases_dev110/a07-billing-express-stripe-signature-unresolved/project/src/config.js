"use strict";

const env = process.env;

function required(name, value) {
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

const isProd = env.NODE_ENV === "production";

const config = {
  env: env.NODE_ENV || "development",
  port: Number(env.PORT || 3000),
  logBodies: env.LOG_BODIES === "true",
  stripe: {
    apiKey: required("STRIPE_API_KEY", env.STRIPE_API_KEY),
    webhookSecret: isProd
      ? required("STRIPE_WEBHOOK_SECRET", env.STRIPE_WEBHOOK_SECRET)
      : required("STRIPE_WEBHOOK_SECRET_TEST", env.STRIPE_WEBHOOK_SECRET_TEST),
    toleranceSeconds: Number(env.STRIPE_TOLERANCE || 300),
  },
  databaseUrl: env.DATABASE_URL || "postgres://localhost/billing",
};

if (!Number.isFinite(config.port)) {
  throw new Error(`PORT must be a number, got ${env.PORT}`);
}

module.exports = config;
