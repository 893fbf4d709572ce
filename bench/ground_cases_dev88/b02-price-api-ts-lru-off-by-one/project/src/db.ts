import pg from "pg";

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 10),
  idleTimeoutMillis: 30_000,
});

export async function findProduct(sku: string) {
  const { rows } = await pool.query("SELECT sku, name, price FROM products WHERE sku = $1", [sku]);
  return rows[0] ?? null;
}

export async function searchProducts(q: string, limit: number) {
  const { rows } = await pool.query(
    "SELECT sku, name, price FROM products WHERE name ILIKE $1 ORDER BY name LIMIT $2",
    [`%${q}%`, limit],
  );
  return rows;
}
