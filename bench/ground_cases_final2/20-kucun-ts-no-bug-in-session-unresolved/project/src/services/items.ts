import { pool } from '../db.js';

export interface Item {
  sku: string;
  name: string;
  qty: number;
  warehouse: string;
  updated_at: Date;
}

export interface ItemFilter {
  warehouse?: string;
  limit?: number;
  offset?: number;
}

export async function findItems(filter: ItemFilter = {}): Promise<Item[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.warehouse) {
    params.push(filter.warehouse);
    where.push(`warehouse = $${params.length}`);
  }
  let sql = 'SELECT sku, name, qty, warehouse, updated_at FROM items';
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  sql += ' ORDER BY sku';
  if (filter.limit) {
    params.push(filter.limit);
    sql += ` LIMIT $${params.length}`;
  }
  if (filter.offset) {
    params.push(filter.offset);
    sql += ` OFFSET $${params.length}`;
  }
  const { rows } = await pool.query<Item>(sql, params);
  return rows;
}

export async function adjustQty(sku: string, delta: number): Promise<number> {
  const { rows } = await pool.query<{ qty: number }>(
    'UPDATE items SET qty = qty + $2, updated_at = now() WHERE sku = $1 RETURNING qty',
    [sku, delta],
  );
  if (rows.length === 0) throw new Error(`unknown sku ${sku}`);
  return rows[0].qty;
}
