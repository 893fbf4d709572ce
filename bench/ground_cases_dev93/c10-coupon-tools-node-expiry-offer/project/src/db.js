"use strict";

const { Pool } = require("pg");

// Connection settings come from the usual PG* environment variables.
const pool = new Pool({
  max: 20,
  idleTimeoutMillis: 10_000,
  connectionTimeoutMillis: 5_000,
  application_name: "coupon-tools",
});

pool.on("error", (err) => {
  console.error("pg pool error:", err.message);
});

async function withTransaction(fn) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET search_path TO marketing");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    client.release();
  }
}

async function close() {
  await pool.end();
}

module.exports = { pool, withTransaction, close };
