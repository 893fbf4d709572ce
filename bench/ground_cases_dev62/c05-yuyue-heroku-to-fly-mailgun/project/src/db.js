import pg from "pg";

const ssl = process.env.DATABASE_URL?.includes("sslmode=disable") ? false : { rejectUnauthorized: false };

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  ssl,
  max: 5,
});

pool.on("error", (err) => {
  console.error("[db] idle client error", err.message);
});

export async function ping() {
  const { rows } = await pool.query("SELECT 1 AS ok");
  return rows[0].ok === 1;
}

export async function close() {
  await pool.end();
}

export async function withTx(fn) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
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
