import { pool } from "../db";

export type AuditAction = "order.cancel" | "order.refund" | "order.export";

export async function recordAudit(actor: string, action: AuditAction, target: string): Promise<void> {
  await pool.query(
    "INSERT INTO audit_log (actor, action, target, at) VALUES ($1, $2, $3, now())",
    [actor, action, target],
  );
}

export async function recentAudit(target: string, limit = 20) {
  const { rows } = await pool.query(
    "SELECT actor, action, at FROM audit_log WHERE target = $1 ORDER BY at DESC LIMIT $2",
    [target, limit],
  );
  return rows;
}
