import type Stripe from "stripe";

import { config } from "../config.js";
import { pool, withTx } from "../db/pool.js";
import { logger } from "../logger.js";

export async function accountForCustomer(customerId: string): Promise<string> {
  const { rows } = await pool.query("SELECT id FROM accounts WHERE stripe_customer_id = $1", [customerId]);
  if (rows.length === 0) {
    throw new Error(`no account for customer ${customerId}`);
  }
  return rows[0].id as string;
}

export function creditsForInvoice(invoice: Stripe.Invoice): number {
  let credits = 0;
  for (const line of invoice.lines.data) {
    const priceId = line.price?.id;
    if (priceId && config.creditsPerPrice[priceId]) {
      credits += config.creditsPerPrice[priceId] * (line.quantity ?? 1);
    }
  }
  return credits;
}

export async function grantCredits(accountId: string, credits: number, source: string): Promise<void> {
  if (credits <= 0) {
    return;
  }
  await withTx(async (db) => {
    await db.query("INSERT INTO credit_ledger (account_id, delta, source) VALUES ($1, $2, $3)", [accountId, credits, source]);
    await db.query("UPDATE accounts SET credits = credits + $2 WHERE id = $1", [accountId, credits]);
  });
  logger.info({ accountId, credits, source }, "credits granted");
}

export async function revokeCredits(accountId: string, invoiceId: string, refundedShare: number): Promise<number> {
  return withTx(async (db) => {
    const granted = await db.query(
      "SELECT COALESCE(SUM(delta), 0) AS n FROM credit_ledger WHERE account_id = $1 AND source = $2",
      [accountId, `invoice:${invoiceId}`],
    );
    const revoked = await db.query(
      "SELECT COALESCE(-SUM(delta), 0) AS n FROM credit_ledger WHERE account_id = $1 AND source = $2",
      [accountId, `refund:${invoiceId}`],
    );
    const target = Math.floor(Number(granted.rows[0].n) * refundedShare);
    const delta = target - Number(revoked.rows[0].n);
    if (delta <= 0) {
      return 0;
    }
    await db.query("INSERT INTO credit_ledger (account_id, delta, source) VALUES ($1, $2, $3)", [accountId, -delta, `refund:${invoiceId}`]);
    await db.query("UPDATE accounts SET credits = GREATEST(credits - $2, 0) WHERE id = $1", [accountId, delta]);
    logger.info({ accountId, revoked: delta, invoiceId }, "credits revoked");
    return delta;
  });
}

export async function balance(accountId: string): Promise<number> {
  const { rows } = await pool.query("SELECT credits FROM accounts WHERE id = $1", [accountId]);
  return rows.length ? Number(rows[0].credits) : 0;
}
