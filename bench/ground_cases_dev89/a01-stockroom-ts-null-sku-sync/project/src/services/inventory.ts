import { query } from "../db";
import { FeedRow } from "../types";

export function normalizeSku(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, "-");
}

export interface SyncResult {
  updated: number;
  unknown: string[];
}

export async function syncStock(rows: FeedRow[]): Promise<SyncResult> {
  const result: SyncResult = { updated: 0, unknown: [] };
  for (const row of rows) {
    const sku = normalizeSku(row.sku as string);
    const updated = await query<{ id: number }>(
      "UPDATE products SET stock = $1, updated_at = now() WHERE sku = $2 RETURNING id",
      [row.quantity, sku],
    );
    if (updated.length === 0) {
      result.unknown.push(sku);
    } else {
      result.updated += 1;
    }
  }
  return result;
}

export async function lowStock(threshold = 5): Promise<{ sku: string; stock: number }[]> {
  return query("SELECT sku, stock FROM products WHERE kind = 'single' AND stock < $1 ORDER BY stock", [threshold]);
}
