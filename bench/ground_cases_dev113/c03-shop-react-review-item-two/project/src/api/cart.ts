export interface CartItem {
  id: string;
  sku: string;
  name: string;
  priceCents: number;
  qty: number;
}

export interface Coupon {
  code: string;
  percentOff: number;
}

const BASE = "/api/cart";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    throw new Error(`cart api ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function fetchCart(): Promise<CartItem[]> {
  return json<CartItem[]>(await fetch(BASE));
}

export async function postItem(sku: string, qty = 1): Promise<CartItem> {
  const res = await fetch(`${BASE}/items`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sku, qty }),
  });
  return json<CartItem>(res);
}

export async function deleteItem(id: string): Promise<void> {
  await fetch(`${BASE}/items/${id}`, { method: "DELETE" });
}

export async function checkCoupon(code: string): Promise<Coupon> {
  return json<Coupon>(await fetch(`/api/coupons/${encodeURIComponent(code)}`));
}
