const express = require("express");
const morgan = require("morgan");

const files = require("./routes/files");
const reports = require("./routes/reports");

function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(morgan("tiny"));
  app.use(express.json());

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/files", files);
  app.use("/reports", reports);

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
  });
  return app;
}

module.exports = { createApp };
