import type { CartItem } from "../hooks/useCart";

export interface CreateOrderBody {
  items: Pick<CartItem, "sku" | "qty">[];
  couponCode?: string;
  addressId: string;
}

export interface CreatedOrder {
  orderNo: string;
  payUrl: string;
}

export async function createOrder(body: CreateOrderBody): Promise<CreatedOrder> {
  const res = await fetch("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`下单失败 (${res.status}): ${text}`);
  }
  return res.json();
}

export async function checkCoupon(code: string, totalCents: number) {
  const res = await fetch(`/api/coupons/${encodeURIComponent(code)}?total=${totalCents}`, {
    credentials: "include",
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`优惠券校验失败 (${res.status})`);
  return (await res.json()) as { kind: "fixed" | "percent"; value: number };
}
