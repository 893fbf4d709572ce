export interface Config {
  port: number;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  toleranceSeconds: number;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing environment variable ${name}`);
  }
  return value;
}

export function loadConfig(env = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    stripeSecretKey: required("STRIPE_SECRET_KEY"),
    stripeWebhookSecret: required("STRIPE_WEBHOOK_SECRET"),
    toleranceSeconds: Number(env.STRIPE_TOLERANCE_SECONDS ?? 300),
  };
}

export function redact(config: Config): Record<string, string | number> {
  return {
    port: config.port,
    stripeSecretKey: config.stripeSecretKey.slice(0, 8) + "…",
    stripeWebhookSecret: config.stripeWebhookSecret.slice(0, 10) + "…",
    toleranceSeconds: config.toleranceSeconds,
  };
}
