import type { FastifyInstance } from "fastify";
import { formatDateForCsv } from "../utils/date.js";
import { listInvoicesForExport, type InvoiceRow } from "../db/invoices.js";

const HEADER = ["請求番号", "発行日", "支払期限", "顧客名", "請求額"];

export function invoiceCsvLine(inv: InvoiceRow): string {
  return [
    inv.invoiceNumber,
    formatDateForCsv(inv.issuedAt),
    formatDateForCsv(inv.dueAt),
    inv.customerName,
    String(inv.amountYen),
  ].join(",");
}

export async function invoicesCsvRoute(app: FastifyInstance): Promise<void> {
  app.get("/export/invoices.csv", async (req, reply) => {
    const { month } = req.query as { month?: string };
    const rows = await listInvoicesForExport(app.pg, { month });
    const body = [HEADER.join(","), ...rows.map(invoiceCsvLine)].join("\r\n");
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="invoices.csv"')
      .send("\uFEFF" + body + "\r\n");
  });
}

// Invoices are issued at 10:00 JST by the batch, so the date part is the same in
// UTC and JST for these rows.
export const ISSUE_HOUR_JST = 10;
