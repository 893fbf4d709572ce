"use strict";

const express = require("express");
const pinoHttp = require("pino-http");
const photos = require("./routes/photos");

function createApp({ storage, logger } = {}) {
  const app = express();

  app.disable("x-powered-by");
  app.use(pinoHttp({ logger, autoLogging: process.env.NODE_ENV !== "test" }));
  // JSON ボディ(アルバム名の更新など)用。画像は multipart なので multer 側で制限する
  app.use(express.json({ limit: "1mb" }));

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/photos", photos.router({ storage }));

  app.use((req, res) => {
    res.status(404).json({ error: "not_found" });
  });

  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    if (err.type === "entity.too.large") {
      return res.status(413).json({ error: "body_too_large" });
    }
    req.log.error({ err }, "unhandled error");
    return res.status(500).json({ error: "internal" });
  });

  return app;
}

module.exports = { createApp };
