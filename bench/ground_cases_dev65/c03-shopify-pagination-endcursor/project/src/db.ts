import Database from "better-sqlite3";
import type { Product } from "./shopify/products.js";

export function openDb(path: string) {
  const db = new Database(path);
  db.exec(`
    CREATE TABLE IF NOT EXISTS products (
      id TEXT PRIMARY KEY, handle TEXT NOT NULL, title TEXT NOT NULL,
      status TEXT NOT NULL, updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS variants (
      id TEXT PRIMARY KEY, product_id TEXT NOT NULL, sku TEXT, price TEXT NOT NULL, qty INTEGER
    );
  `);
  return db;
}

export function saveProducts(db: ReturnType<typeof openDb>, products: Product[]): number {
  const upP = db.prepare(
    "INSERT INTO products VALUES (@id, @handle, @title, @status, @updatedAt) " +
      "ON CONFLICT(id) DO UPDATE SET handle=excluded.handle, title=excluded.title, status=excluded.status, updated_at=excluded.updated_at",
  );
  const upV = db.prepare(
    "INSERT INTO variants VALUES (@id, @productId, @sku, @price, @inventoryQuantity) " +
      "ON CONFLICT(id) DO UPDATE SET sku=excluded.sku, price=excluded.price, qty=excluded.qty",
  );
  const tx = db.transaction((ps: Product[]) => {
    for (const p of ps) {
      upP.run(p);
      for (const v of p.variants) upV.run({ ...v, productId: p.id });
    }
  });
  tx(products);
  return products.length;
}
