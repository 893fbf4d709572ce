import { createHash } from "node:crypto";

import type { Money } from "../lib/money";
import { square } from "./client";

export interface RefundRequest {
  refundId: string; // our own id, stored in refunds table
  paymentId: string;
  amount: Money;
  reason: string;
}

/** Same refundId -> same key, so a retried request cannot refund twice (Square keys are <= 45 chars). */
export function refundIdempotencyKey(refundId: string): string {
  return "rf_" + createHash("sha256").update(refundId).digest("hex").slice(0, 40);
}

export async function refundPayment(req: RefundRequest): Promise<string> {
  const { result } = await square.refundsApi.refundPayment({
    idempotencyKey: refundIdempotencyKey(req.refundId),
    paymentId: req.paymentId,
    amountMoney: { amount: req.amount.amount, currency: req.amount.currency },
    reason: req.reason,
  });
  const refund = result.refund;
  if (!refund?.id) {
    throw new Error(`square refund for ${req.refundId} returned no id`);
  }
  return refund.id;
}
