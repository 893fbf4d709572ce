import cookieParser from "cookie-parser";
import express from "express";
import pinoHttp from "pino-http";

import { config } from "./config.js";
import { authRouter } from "./routes/auth.js";
import { classesRouter } from "./routes/classes.js";

export function createApp() {
  const app = express();
  app.set("trust proxy", 1);
  app.use(pinoHttp({ level: config.isProduction ? "info" : "warn", redact: ["req.headers.cookie"] }));
  app.use(express.json({ limit: "100kb" }));
  app.use(cookieParser(config.cookieSecret));

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/auth", authRouter);
  app.use("/classes", classesRouter);

  app.use((req, res) => res.status(404).json({ error: "E_NOT_FOUND" }));
  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    req.log.error({ err }, "unhandled error");
    res.status(500).json({ error: "E_INTERNAL" });
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  createApp().listen(config.port, () => {
    console.log(`gymbook api listening on :${config.port}`);
  });
}
