import { db } from "./db";

export type AuditEvent = "order.cancelled" | "order.refunded" | "order.exported";

async function record(event: AuditEvent, data: Record<string, unknown>): Promise<void> {
  await db.auditLog.create({
    data: { event, payload: JSON.stringify(data), at: new Date() },
  });
}

function debug(event: AuditEvent, data: Record<string, unknown>): void {
  if (process.env.AUDIT_DEBUG === "1") {
    console.log(`[audit] ${event}`, data);
  }
}

export const audit = { record, debug };
