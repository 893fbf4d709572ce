import express, { type NextFunction, type Request, type Response } from "express";
import pino from "pino";
import pinoHttp from "pino-http";
import { ZodError } from "zod";
import { quotesRouter } from "./routes/quotes.js";

export const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));
  app.use(pinoHttp({ logger }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/quotes", quotesRouter);

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ZodError) {
      res.status(400).json({ error: "invalid_request", issues: err.issues });
      return;
    }
    logger.error({ err }, "unhandled error");
    res.status(500).json({ error: "internal_error" });
  });

  return app;
}

if (process.env.NODE_ENV !== "test" && process.argv[1]?.endsWith("app.ts")) {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => logger.info({ port }, "shipping-quotes listening"));
}
