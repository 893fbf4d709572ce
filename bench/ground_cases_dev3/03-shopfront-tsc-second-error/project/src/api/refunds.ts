import { http } from "./http";
import type { Refund } from "../types/refund";

export interface RefundInput {
  orderId: string;
  amount: number;
  note?: string;
}

interface RefundBody {
  order_id: string;
  amount_cents: number;
  note: string;
}

export async function listRefunds(orderId: string): Promise<Refund[]> {
  const res = await http.get<{ items: Refund[] }>(`/orders/${orderId}/refunds`);
  return res.items;
}

export function refundedTotal(refunds: Refund[]): number {
  return refunds.reduce((sum, r) => sum + r.amountCents, 0);
}

export function canRefund(refunds: Refund[], paidCents: number, amount: number): boolean {
  return refundedTotal(refunds) + Math.round(amount * 100) <= paidCents;
}

function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

export async function createRefund(input: RefundInput): Promise<Refund> {
  const body: RefundBody = {
    order_id: input.orderId,
    amount_cents: centsOf(input.amount),
    note: input.note,
  };
  return http.post<Refund>(`/orders/${input.orderId}/refunds`, body);
}
