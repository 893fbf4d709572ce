const express = require("express");
const pino = require("pino");
const { pool } = require("./db");
const { connection } = require("./queue/shipments");
const webhooks = require("./routes/webhooks");

const logger = pino({ name: "fulfil-hooks" });
const HEALTH_TIMEOUT_MS = 1000;

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms}ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function createApp() {
  const app = express();

  // The payment webhook needs the raw body for its signature check.
  app.use("/webhooks", express.raw({ type: "application/json", limit: "1mb" }));
  app.use(express.json());

  app.use((req, res, next) => {
    const started = Date.now();
    res.on("finish", () => {
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started });
    });
    next();
  });

  app.get("/healthz", async (req, res) => {
    const [db, redis] = await Promise.all([
      withTimeout(pool.query("SELECT 1"), HEALTH_TIMEOUT_MS).then(() => "ok", (err) => err.message),
      withTimeout(connection.ping(), HEALTH_TIMEOUT_MS).then(() => "ok", (err) => err.message),
    ]);
    const healthy = db === "ok" && redis === "ok";
    res.status(healthy ? 200 : 503).json({ db, redis });
  });

  app.use("/webhooks", webhooks);

  app.use((req, res) => {
    res.status(404).json({ error: "not found" });
  });

  app.use((err, req, res, next) => {
    logger.error({ err, path: req.path }, "unhandled error");
    res.status(500).json({ error: "internal error" });
  });

  return app;
}

module.exports = { createApp };
