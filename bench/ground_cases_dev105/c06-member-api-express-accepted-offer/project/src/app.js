const express = require("express");
const helmet = require("helmet");
const authRoutes = require("./routes/auth");
const { loginLimiter, apiLimiter } = require("./middleware/rateLimit");

function createApp({ db, mailer }) {
  const app = express();
  app.use(helmet());
  app.use(express.json({ limit: "100kb" }));
  app.set("trust proxy", 1);

  app.locals.db = db;
  app.locals.mailer = mailer;

  app.use("/api", apiLimiter);
  app.use("/api/auth/login", loginLimiter);
  app.use("/api/auth", authRoutes);

  app.get("/healthz", (_req, res) => res.json({ ok: true }));

  app.use((req, res) => {
    res.status(404).json({ error: "not_found", path: req.path });
  });

  app.use((err, _req, res, _next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal_error" });
  });

  return app;
}

module.exports = { createApp };
