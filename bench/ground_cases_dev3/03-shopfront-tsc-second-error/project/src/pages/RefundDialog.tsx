import { createRefund } from "../api/refunds";

export async function submitRefund(orderId: string, amount: number, note?: string) {
  return createRefund({ orderId, amount, note });
}
