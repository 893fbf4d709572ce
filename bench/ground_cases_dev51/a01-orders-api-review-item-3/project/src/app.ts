import express, { type NextFunction, type Request, type Response } from "express";
import { rateLimit } from "./middleware/rateLimit.js";
import { customersRouter } from "./routes/customers.js";
import { ordersRouter } from "./routes/orders.js";

export function createApp() {
  const app = express();
  app.set("trust proxy", 1);
  app.use(express.json({ limit: "256kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/api", rateLimit({ windowMs: 60_000, max: 120 }));
  app.use("/api/orders", ordersRouter);
  app.use("/api/customers", customersRouter);

  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    console.error(err);
    res.status(500).json({ error: "internal_error" });
  });

  return app;
}
