const express = require("express");
const { pool } = require("./db");
const health = require("./routes/health");
const counters = require("./routes/counters");

async function main() {
  await pool.query("SELECT 1");
  const app = express();
  app.use(express.json());
  app.use("/health", health);
  app.use("/counters", counters);
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`tally api on :${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
