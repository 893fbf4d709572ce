const express = require("express");
const { Pool } = require("pg");
const reports = require("./routes/reports");

const app = express();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

app.use(express.json());
app.locals.db = pool;

app.get("/healthz", async (req, res) => {
  try {
    await pool.query("SELECT 1");
    res.json({ status: "ok" });
  } catch (err) {
    console.error("healthz: db check failed", err.message);
    res.status(503).json({ status: "db_unavailable" });
  }
});

app.use("/reports", reports);

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal_error" });
});

const port = Number(process.env.PORT || 3000);
app.listen(port, () => {
  console.log(`kintai-api listening on ${port}`);
});

module.exports = app;
