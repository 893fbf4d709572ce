import * as Sentry from "@sentry/node";
import express from "express";
import { availabilityRouter } from "./routes/availability.js";
import { reservationsRouter } from "./routes/reservations.js";

export function createApp() {
  const app = express();
  app.use(express.json());
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/api/availability", availabilityRouter);
  app.use("/api/reservations", reservationsRouter);
  Sentry.setupExpressErrorHandler(app);
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(err);
    res.status(500).json({ error: "internal_error" });
  });
  return app;
}
