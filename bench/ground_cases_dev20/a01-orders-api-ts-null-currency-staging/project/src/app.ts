import express, { NextFunction, Request, Response } from "express";
import pinoHttp from "pino-http";
import { logger } from "./lib/logger";
import { ordersRouter } from "./routes/orders";
import { customersRouter } from "./routes/customers";

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "256kb" }));
  app.use(pinoHttp({ logger }));

  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/orders", ordersRouter);
  app.use("/customers", customersRouter);

  app.use((_req, res) => res.status(404).json({ error: "not_found" }));

  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  app.use((err: Error, req: Request, res: Response, _next: NextFunction) => {
    req.log.error({ err }, "request failed");
    res.status(500).json({ error: "internal" });
  });

  return app;
}
