"use strict";

const express = require("express");
const { sessionMiddleware } = require("./auth/session");
const authRoutes = require("./routes/auth");
const { rateLimit } = require("./lib/rateLimit");
const { version } = require("../package.json");

function createApp(options = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", 1);
  app.use(express.json({ limit: "100kb" }));
  app.use(
    sessionMiddleware({
      secret: options.sessionSecret || process.env.SESSION_SECRET || "dev-only-secret",
      secure: process.env.NODE_ENV === "production",
    }),
  );

  const loginKey = (req) =>
    req.path === "/login" && req.body && req.body.email ? `login:${String(req.body.email).toLowerCase()}` : null;
  app.use("/auth", rateLimit({ windowMs: 60_000, max: 10, key: loginKey }), authRoutes);

  app.get("/health", (req, res) => res.json({ ok: true, version }));

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
  });
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  createApp().listen(port, () => console.log(`listening on ${port}`));
}

module.exports = { createApp };
