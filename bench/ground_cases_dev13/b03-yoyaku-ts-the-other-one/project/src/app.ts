import express, { type NextFunction, type Request, type Response } from "express";
import { ZodError } from "zod";

import { reservationsRouter } from "./routes/reservations.js";

export function createApp() {
  const app = express();
  app.use(express.json());

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/salons/:salonId/reservations", reservationsRouter);

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ZodError) {
      res.status(400).json({ error: "invalid request", issues: err.issues });
      return;
    }
    if (err instanceof RangeError) {
      res.status(400).json({ error: err.message });
      return;
    }
    console.error(err);
    res.status(500).json({ error: "internal error" });
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
