const express = require("express");
const pino = require("pino");

const log = pino({ level: process.env.LOG_LEVEL || "info" });
const app = express();
app.use(express.json());

const queue = [];

app.get("/healthz", (req, res) => {
  res.json({ ok: true, queued: queue.length });
});

app.post("/notify", (req, res) => {
  const { to, message } = req.body || {};
  if (!to || !message) {
    return res.status(400).json({ error: "to and message are required" });
  }
  queue.push({ to, message, at: Date.now() });
  log.info({ to }, "queued");
  res.status(202).json({ queued: queue.length });
});

const port = Number(process.env.PORT || 8080);
app.listen(port, () => log.info({ port }, "listening"));
