import { query, one } from "../db";
import { Product, SortKey } from "../types";

interface ListOptions {
  q?: string;
  limit: number;
  sort?: SortKey;
}

const ORDER_BY: Record<SortKey, string> = {
  name: "name",
  price_asc: "price_cents ASC, name",
  price_desc: "price_cents DESC, name",
};

export async function listProducts({ q, limit, sort = "name" }: ListOptions): Promise<Product[]> {
  const params: unknown[] = [];
  let where = "";
  if (q) {
    params.push(`%${q}%`);
    where = `WHERE name ILIKE $${params.length}`;
  }
  params.push(limit);
  return query<Product>(
    `SELECT id, sku, name, price_cents AS "priceCents", stock, kind
       FROM products ${where}
      ORDER BY ${ORDER_BY[sort]}
      LIMIT $${params.length}`,
    params,
  );
}

export async function getProduct(id: number): Promise<Product | null> {
  return one<Product>(
    `SELECT id, sku, name, price_cents AS "priceCents", stock, kind FROM products WHERE id = $1`,
    [id],
  );
}
