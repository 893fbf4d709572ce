import express from "express";
import pinoHttp from "pino-http";
import { logger } from "./logger";
import { stripeWebhook } from "./webhooks/stripe";
import { ordersRouter } from "./orders/routes";
import { cartRouter } from "./cart/routes";
import { requireSession } from "./auth";

export function buildApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(pinoHttp({ logger }));

  // Must be registered before express.json(): Stripe signs the raw body.
  app.post("/webhooks/stripe", express.raw({ type: "application/json" }), stripeWebhook);

  app.use(express.json({ limit: "200kb" }));
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/api/cart", requireSession, cartRouter);
  app.use("/api/orders", requireSession, ordersRouter);

  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err }, "unhandled");
    res.status(500).json({ error: "internal error" });
  });
  return app;
}
