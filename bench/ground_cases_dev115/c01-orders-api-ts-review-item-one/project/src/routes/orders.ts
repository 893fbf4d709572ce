import { Router, type Request, type Response, type NextFunction } from "express";
import { pool } from "../db";
import { parsePage, pageHeaders } from "../lib/paginate";
import { recordAudit } from "../lib/audit";

export const orders = Router();

// `to` is exclusive on purpose (product rule): to=2025-03-31 means "before March 31", not "through March 31".
// Both bounds are UTC midnight.
function dayRange(from?: string, to?: string): [string | null, string | null] {
  return [from ? `${from}T00:00:00Z` : null, to ? `${to}T00:00:00Z` : null];
}

const WHERE =
  "WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)";

orders.get("/", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const p = parsePage(req.query as Record<string, string>);
    const [from, to] = dayRange(req.query.from as string, req.query.to as string);
    const total = await pool.query(`SELECT count(*)::int AS n FROM orders ${WHERE}`, [from, to]);
    const rows = await pool.query(
      `SELECT id, customer_id, status, total_cents, created_at FROM orders ${WHERE}
       ORDER BY created_at DESC LIMIT $3 OFFSET $4`,
      [from, to, p.limit, p.offset],
    );
    res.set(pageHeaders(total.rows[0].n, p)).json(rows.rows);
  } catch (err) {
    next(err);
  }
});

const CSV_COLUMNS = ["id", "customer_id", "status", "total_cents", "created_at"] as const;

function csvCell(v: unknown): string {
  const s = v instanceof Date ? v.toISOString() : String(v ?? "");
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

orders.get("/export.csv", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const [from, to] = dayRange(req.query.from as string, req.query.to as string);
    const { rows } = await pool.query(
      `SELECT ${CSV_COLUMNS.join(", ")} FROM orders ${WHERE} ORDER BY created_at DESC`,
      [from, to],
    );
    const lines = [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(","))];
    res.type("text/csv").attachment("orders.csv").send(lines.join("\n") + "\n");
  } catch (err) {
    next(err);
  }
});

orders.post("/:id/cancel", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { rows } = await pool.query(
      "UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status = 'pending' RETURNING id, status",
      [req.params.id],
    );
    if (rows.length === 0) return res.status(409).json({ error: "order is not pending" });
    await recordAudit(req.header("x-user") ?? "unknown", "order.cancel", req.params.id);
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});
