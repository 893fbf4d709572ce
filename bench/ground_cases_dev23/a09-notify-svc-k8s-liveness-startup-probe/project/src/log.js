const pino = require("pino");

module.exports = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { service: "notify-svc" },
  redact: ["req.headers.authorization", "*.email", "*.phone"],
});
