import { pool } from "../db.js";

type WarehouseStock = { sku: string; qty: number };

/**
 * 倉庫システムから在庫数を取り込む。cron で 1 分ごとに実行。
 * 在庫が変わった商品は updated_at も更新される (トリガー products_touch_updated_at)。
 */
export async function syncStock(fetchStocks: () => Promise<WarehouseStock[]>): Promise<number> {
  const stocks = await fetchStocks();
  let changed = 0;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (const s of stocks) {
      const r = await client.query(
        "UPDATE products SET stock = $2 WHERE sku = $1 AND stock IS DISTINCT FROM $2",
        [s.sku, s.qty],
      );
      changed += r.rowCount ?? 0;
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK");
    throw e;
  } finally {
    client.release();
  }
  return changed;
}
