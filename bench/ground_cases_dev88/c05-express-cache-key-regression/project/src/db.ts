import pg from "pg";

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 20,
  idleTimeoutMillis: 30_000,
});

export interface ProductRow {
  id: number;
  sku: string;
  name: Record<string, string>;
  price_cents: number;
  category: string;
}

export async function listProducts(category: string | undefined, page: number, size: number): Promise<ProductRow[]> {
  const offset = (page - 1) * size;
  const { rows } = await pool.query<ProductRow>(
    `SELECT id, sku, name, price_cents, category FROM products
      WHERE ($1::text IS NULL OR category = $1) AND active
      ORDER BY id LIMIT $2 OFFSET $3`,
    [category ?? null, size, offset],
  );
  return rows;
}
