import cookieParser from "cookie-parser";
import express from "express";
import { describeConfig } from "./config.js";
import { pingRedis } from "./redis.js";
import { auth } from "./routes/auth.js";
import { punches } from "./routes/punches.js";

export function buildApp() {
  const app = express();
  app.use(express.json());
  app.use(cookieParser());

  app.get("/healthz", async (_req, res) => {
    const redisOk = await pingRedis();
    res.status(redisOk ? 200 : 503).json({ ok: redisOk });
  });

  app.get("/debug/config", (req, res) => {
    if (process.env.NODE_ENV === "production") return res.status(404).end();
    return res.json(describeConfig());
  });

  app.use("/auth", auth);
  app.use("/punches", punches);

  app.use((err, _req, res, _next) => {
    console.error(err);
    res.status(500).json({ error: "internal" });
  });
  return app;
}
