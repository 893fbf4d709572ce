import DataLoader from "dataloader";
import type { CustomerRow, Db, ItemRow } from "./db.js";

/** Customers by id in one query; ids without a row resolve to null. */
export function createCustomersLoader(db: Db) {
  return new DataLoader<number, CustomerRow | null>(async (ids) => {
    const rows: CustomerRow[] = await db("customers").whereIn("id", ids as number[]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Line items of many orders in one query, grouped by order id. */
export function createItemsLoader(db: Db) {
  return new DataLoader<number, ItemRow[]>(async (ids) => {
    const rows: ItemRow[] = await db("order_items").whereIn("order_id", ids as number[]).orderBy("sku");
    const grouped = new Map<number, ItemRow[]>();
    for (const row of rows) {
      const list = grouped.get(row.order_id) ?? [];
      list.push(row);
      grouped.set(row.order_id, list);
    }
    return ids.map((id) => grouped.get(id)) as ItemRow[][];
  });
}
