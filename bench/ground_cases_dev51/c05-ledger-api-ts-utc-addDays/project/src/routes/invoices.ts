import { Router } from "express";
import type { Pool } from "pg";
import { computeDueDate, isOverdue, type PaymentTerms } from "../services/invoiceDue.js";
import { formatDate } from "../utils/dates.js";

export function invoiceRoutes(db: Pool): Router {
  const r = Router();

  r.get("/invoices/:id", async (req, res) => {
    const { rows } = await db.query(
      "SELECT id, customer_id, amount_cents, issued_at, terms, paid_at FROM invoices WHERE id = $1",
      [req.params.id],
    );
    if (rows.length === 0) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    const inv = rows[0];
    const due = computeDueDate(new Date(inv.issued_at), inv.terms as PaymentTerms);
    res.json({
      id: inv.id,
      customerId: inv.customer_id,
      amountCents: inv.amount_cents,
      issuedOn: formatDate(new Date(inv.issued_at)),
      dueOn: formatDate(due),
      overdue: !inv.paid_at && isOverdue(due),
    });
  });

  r.get("/customers/:id/invoices", async (req, res) => {
    const { rows } = await db.query(
      "SELECT id, amount_cents, issued_at, terms FROM invoices WHERE customer_id = $1 ORDER BY issued_at DESC LIMIT 100",
      [req.params.id],
    );
    res.json(rows.map((inv) => ({ id: inv.id, amountCents: inv.amount_cents, dueOn: formatDate(computeDueDate(new Date(inv.issued_at), inv.terms)) })));
  });

  return r;
}
