import type Stripe from "stripe";

import { config } from "../config.js";
import { pool } from "../db/pool.js";

const MAILER_URL = process.env.MAILER_URL ?? "http://mailer.internal/send";

export async function sendReceiptEmail(accountId: string, invoice: Stripe.Invoice): Promise<void> {
  const { rows } = await pool.query("SELECT email FROM accounts WHERE id = $1", [accountId]);
  if (rows.length === 0) {
    return;
  }
  const body = {
    from: config.receiptsFrom,
    to: rows[0].email,
    template: "receipt",
    data: { number: invoice.number, total: invoice.total, currency: invoice.currency, url: invoice.hosted_invoice_url },
  };
  const res = await fetch(MAILER_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) {
    throw new Error(`mailer answered ${res.status}`);
  }
}
