export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number; // tax included, yen
  quantity: number;
}

export interface Coupon {
  code: string;
  /** "percent": value is a percentage (10 = 10% off). "fixed": value is yen off. */
  type: "percent" | "fixed";
  value: number;
}

export interface Cart {
  id: string;
  items: CartItem[];
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchCart(cartId: string, init?: RequestInit): Promise<Cart> {
  const res = await fetch(`${BASE}/carts/${cartId}`, init);
  if (!res.ok) throw new Error(`fetchCart ${res.status}`);
  return res.json();
}

export async function applyCoupon(cartId: string, code: string): Promise<Coupon | null> {
  const res = await fetch(`${BASE}/carts/${cartId}/coupon`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`applyCoupon ${res.status}`);
  return res.json();
}
