import pg from "pg";

const { Pool, types } = pg;

// bigint sums come back as strings; keep them that way and convert explicitly
types.setTypeParser(20, (v) => v);

export const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 5),
  idleTimeoutMillis: 30_000,
  application_name: "reports",
});

export async function withClient(fn) {
  const client = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

export async function close() {
  await pool.end();
}

process.on("SIGTERM", () => {
  close().finally(() => process.exit(0));
});
