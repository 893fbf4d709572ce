import Fastify from "fastify";
import rawBody from "fastify-raw-body";
import Stripe from "stripe";
import { loadConfig, redact } from "./config.js";
import { registerWebhook } from "./webhook.js";

export async function buildServer() {
  const config = loadConfig();
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "info" } });
  await app.register(rawBody, { field: "rawBody", global: false, encoding: false, runFirst: true });

  const stripe = new Stripe(config.stripeSecretKey, { apiVersion: "2024-06-20" });
  registerWebhook(app, config, stripe);

  app.get("/healthz", async () => ({ ok: true }));

  app.log.info({ config: redact(config) }, "config loaded");
  return app;
}

async function main() {
  const app = await buildServer();
  const port = Number(process.env.PORT ?? 8080);
  await app.listen({ port, host: "0.0.0.0" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
