export type CartItem = { sku: string; name: string; price: number; quantity: number };
export type Coupon = { code: string; amountOff: number };

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(BASE + path, { credentials: "include", ...init });
  if (!res.ok) {
    throw new Error(`${init?.method ?? "GET"} ${path}: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchCart(): Promise<CartItem[]> {
  return getJson<CartItem[]>("/cart");
}

export function removeFromCart(sku: string): Promise<CartItem[]> {
  return getJson<CartItem[]>(`/cart/${encodeURIComponent(sku)}`, { method: "DELETE" });
}

export function checkCoupon(code: string): Promise<Coupon | null> {
  return getJson<Coupon | null>(`/coupons/${encodeURIComponent(code)}`);
}
