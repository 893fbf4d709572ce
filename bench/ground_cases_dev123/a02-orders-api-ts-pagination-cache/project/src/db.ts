import Database from "better-sqlite3";

export type Order = {
  id: number;
  tenant_id: string;
  status: "open" | "paid" | "shipped" | "cancelled";
  total_cents: number;
  created_at: string;
};

const db = new Database(process.env.DB_PATH ?? "orders.db");
const SLOW_MS = 200;

function timed<T>(label: string, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  const ms = performance.now() - start;
  if (ms > SLOW_MS) console.warn(`[slow query] ${label} took ${ms.toFixed(0)}ms`);
  return result;
}

export function listOrders(tenantId: string, status: string | undefined, limit: number, offset: number): Order[] {
  const where = status ? "tenant_id = ? AND status = ?" : "tenant_id = ?";
  const params = status ? [tenantId, status] : [tenantId];
  return timed("listOrders", () =>
    db
      .prepare(`SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as Order[],
  );
}

export function countOrders(tenantId: string, status?: string): number {
  const where = status ? "tenant_id = ? AND status = ?" : "tenant_id = ?";
  const params = status ? [tenantId, status] : [tenantId];
  const row = timed("countOrders", () =>
    db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`).get(...params) as { n: number },
  );
  return row.n;
}

export function getOrder(tenantId: string, id: number): Order | undefined {
  return timed("getOrder", () =>
    db.prepare("SELECT * FROM orders WHERE tenant_id = ? AND id = ?").get(tenantId, id) as Order | undefined,
  );
}
