import { http } from "./http";

export interface CartLine {
  skuId: string;
  qty: number;
}

export interface CreatedOrder {
  orderNo: string;
  payAmount: number;
}

export type PayStatus = "PENDING" | "SUCCESS" | "FAILED" | "CLOSED";

export function createOrder(lines: CartLine[], couponCode?: string, idempotencyKey?: string): Promise<CreatedOrder> {
  return http<CreatedOrder>("/orders", {
    method: "POST",
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
    body: JSON.stringify({ lines, couponCode }),
  });
}

export function getPayStatus(orderNo: string): Promise<{ status: PayStatus }> {
  return http<{ status: PayStatus }>(`/orders/${orderNo}/pay-status`);
}

export function cancelOrder(orderNo: string): Promise<void> {
  return http<void>(`/orders/${orderNo}/cancel`, { method: "POST" });
}

export function validateCoupon(code: string, signal?: AbortSignal): Promise<{ valid: boolean; discount: number }> {
  return http(`/coupons/${encodeURIComponent(code)}/validate`, { signal });
}
