"use strict";

const express = require("express");
const morgan = require("morgan");
const config = require("./config");
const stripeWebhooks = require("./webhooks/stripe");
const accounts = require("./routes/accounts");

function bodyLogger(req, res, next) {
  // Debug aid: log request bodies. Only turned on in non-prod environments.
  let raw = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    console.log(`[body] ${req.method} ${req.originalUrl} ${raw.slice(0, 500)}`);
    req.body = raw ? JSON.parse(raw) : {};
    next();
  });
}

function createApp() {
  const app = express();
  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use(morgan(config.env === "production" ? "combined" : "dev"));
  if (config.logBodies) {
    app.use(bodyLogger);
  }
  app.use("/webhooks/stripe", stripeWebhooks);
  app.use(express.json());
  app.use("/accounts", accounts);
  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
  });
  return app;
}

module.exports = { createApp };
