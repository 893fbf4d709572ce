const pino = require("pino");

module.exports = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { service: "catalog-api" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
