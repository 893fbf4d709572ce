const { createApp } = require("./app");
const { pool } = require("./db");

const port = Number(process.env.PORT || 3000);
const app = createApp();

const server = app.listen(port, () => {
  console.log(`report-portal listening on :${port}`);
});

function shutdown(signal) {
  console.log(`${signal} received, closing`);
  server.close(() => {
    pool.end().finally(() => process.exit(0));
  });
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
