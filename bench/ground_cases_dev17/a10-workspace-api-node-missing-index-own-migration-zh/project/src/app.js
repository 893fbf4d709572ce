const express = require("express");
const pinoHttp = require("pino-http");

const { logger } = require("./logger");
const { requireUser } = require("./middleware/auth");
const workspaces = require("./routes/workspaces");
const members = require("./routes/members");
const audit = require("./routes/audit");

function createApp({ db }) {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "1mb" }));
  app.use(pinoHttp({ logger }));
  app.locals.db = db;

  app.get("/healthz", (req, res) => res.json({ ok: true }));

  app.use("/api", requireUser);
  app.use("/api/workspaces", workspaces);
  app.use("/api/workspaces/:workspaceId/members", members);
  app.use("/api/workspaces/:workspaceId/audit", audit);

  app.use((req, res) => res.status(404).json({ error: "not found" }));
  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    if (err.name === "ZodError") {
      return res.status(400).json({ error: "invalid request", issues: err.issues });
    }
    if (err.status) {
      return res.status(err.status).json({ error: err.message });
    }
    req.log.error({ err }, "unhandled error");
    return res.status(500).json({ error: "internal error" });
  });

  return app;
}

module.exports = { createApp };
