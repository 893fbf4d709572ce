const express = require("express");

const reports = require("./routes/reports");
const users = require("./routes/users");

function createApp() {
  const app = express();
  app.use(express.json());

  app.get("/healthz", (req, res) => res.status(204).end());
  app.use("/api/reports", reports);
  app.use("/api/users", users);

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
  });

  return app;
}

module.exports = { createApp };
