import express from "express";

import { errorHandler } from "./middleware/errors";
import { ordersRouter } from "./routes/orders";

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/orders", ordersRouter);

  app.use((_req, res) => {
    res.status(404).json({ error: "not found" });
  });
  app.use(errorHandler);
  return app;
}
