import { randomUUID } from "node:crypto";
import { db } from "../db";
import { calcTotals, type QuoteLine, type Totals } from "./tax";

export type Quote = {
  id: string;
  number: string;
  customerName: string;
  issuedAt: string; // ISO (UTC)
  validUntil: string; // YYYY-MM-DD (JST)
  lines: QuoteLine[];
  totals: Totals;
};

export type QuoteInput = { customerName: string; lines: QuoteLine[] };

export const VALID_DAYS = 30;

/** 発行日時（JST の日付）+ VALID_DAYS 日を YYYY-MM-DD で返す */
export function validUntilFrom(issuedAt: Date): string {
  const jst = new Date(issuedAt.getTime() + 9 * 60 * 60 * 1000);
  jst.setUTCDate(jst.getUTCDate() + VALID_DAYS);
  return jst.toISOString().slice(0, 10);
}

export async function nextQuoteNumber(): Promise<string> {
  const { rows } = await db.query<{ n: number }>("SELECT nextval('quote_number_seq') AS n");
  return `Q-${String(rows[0].n).padStart(6, "0")}`;
}

export async function createQuote(input: QuoteInput, now = new Date()): Promise<Quote> {
  const quote: Quote = {
    id: randomUUID(),
    number: await nextQuoteNumber(),
    customerName: input.customerName,
    issuedAt: now.toISOString(),
    validUntil: validUntilFrom(now),
    lines: input.lines,
    totals: calcTotals(input.lines),
  };
  await db.query(
    "INSERT INTO quotes (id, number, customer_name, issued_at, body) VALUES ($1, $2, $3, $4, $5)",
    [quote.id, quote.number, quote.customerName, quote.issuedAt, JSON.stringify(quote)],
  );
  return quote;
}

export async function getQuote(id: string): Promise<Quote | null> {
  const { rows } = await db.query<{ body: Quote }>("SELECT body FROM quotes WHERE id = $1", [id]);
  return rows[0]?.body ?? null;
}
