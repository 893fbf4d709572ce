const { createApp } = require("./app");

const port = Number(process.env.PORT || 3000);
const app = createApp();

const server = app.listen(port, () => {
  console.log(`booking api listening on :${port}`);
});

function shutdown(signal) {
  console.log(`${signal} received, closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

process.on("unhandledRejection", (err) => {
  console.error("unhandled rejection", err);
});

process.on("uncaughtException", (err) => {
  console.error("uncaught exception", err);
  process.exit(1);
});

module.exports = server;
// Health checks hit GET /healthz (see app.js); the load balancer
// drains the instance for 10s before SIGTERM, so close() normally
// finishes well within the timeout above.
