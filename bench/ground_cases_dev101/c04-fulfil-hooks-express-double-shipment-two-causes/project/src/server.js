const pino = require("pino");
const { createApp } = require("./app");
const { pool } = require("./db");
const { connection } = require("./queue/shipments");

const logger = pino({ name: "fulfil-hooks" });
const port = Number(process.env.PORT || 3000);

const server = createApp().listen(port, () => {
  logger.info({ port }, "listening");
});

async function shutdown(signal) {
  logger.info({ signal }, "shutting down");
  server.close(async () => {
    try {
      await pool.end();
      await connection.quit();
    } finally {
      process.exit(0);
    }
  });
  setTimeout(() => process.exit(1), 10000).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

process.on("unhandledRejection", (err) => {
  logger.error({ err }, "unhandled rejection");
});

module.exports = server;
