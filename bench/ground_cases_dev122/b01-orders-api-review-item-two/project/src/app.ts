import express from "express";
import { requireUser } from "./middleware/auth.js";
import { ordersRouter } from "./routes/orders.js";

export function createApp() {
  const app = express();
  app.use(express.json({ limit: "1mb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/orders", requireUser, ordersRouter);

  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const started = Date.now();
    console.error(err);
    res.status(500).json({ error: "internal_error" });
  });

  return app;
}

if (process.env.NODE_ENV !== "test") {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => {
    console.log(`orders-api listening on :${port}`);
  });
}
