const path = require("path");
const express = require("express");
const helmet = require("helmet");
const morgan = require("morgan");
const session = require("./session");
const { requireUser } = require("./auth");
const profileRoutes = require("./routes/profile");
const boardRoutes = require("./routes/boards");

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.join(__dirname, "..", "uploads");
const WEB_DIST = path.join(__dirname, "..", "web", "dist");

const app = express();
app.set("trust proxy", 1);
app.use(helmet({ contentSecurityPolicy: false }));
app.use(morgan(process.env.NODE_ENV === "production" ? "combined" : "dev"));
app.use(express.json({ limit: "1mb" }));
app.use(session);

// Vite emits content-hashed file names, so these can be cached forever.
app.use("/assets", express.static(path.join(WEB_DIST, "assets"), { maxAge: "1y", immutable: true }));

// User avatars, written by routes/profile.js.
app.use("/avatars", express.static(path.join(UPLOAD_DIR, "avatars"), { maxAge: "30d", immutable: true }));

app.get("/healthz", (req, res) => res.json({ ok: true }));

app.use("/api/profile", requireUser, profileRoutes);
app.use("/api/boards", requireUser, boardRoutes);

// SPA fallback: index.html must never be cached, it points at the hashed assets.
app.get("*", (req, res) => {
  res.set("Cache-Control", "no-cache");
  res.sendFile(path.join(WEB_DIST, "index.html"));
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
});

module.exports = { app, UPLOAD_DIR };
