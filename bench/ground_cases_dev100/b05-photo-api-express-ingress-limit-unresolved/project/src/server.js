"use strict";

const pino = require("pino");
const { createApp } = require("./app");
const { config, describe } = require("./config");
const { createS3Storage } = require("./lib/storage");

const logger = pino({ level: process.env.LOG_LEVEL || "info" });

const app = createApp({ storage: createS3Storage(), logger });

const server = app.listen(config.port, () => {
  logger.info(describe(), "photo-api listening");
});

function shutdown(signal) {
  logger.info({ signal }, "shutting down");
  server.close((err) => {
    if (err) {
      logger.error({ err }, "close failed");
      process.exit(1);
    }
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

module.exports = { server };
