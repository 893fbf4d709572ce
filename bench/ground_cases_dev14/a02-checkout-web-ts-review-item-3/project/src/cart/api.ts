import type { Cart, Promo } from "./types";

const BASE = import.meta.env.VITE_API_URL ?? "/api";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText} for ${res.url}`);
  }
  return (await res.json()) as T;
}

export async function fetchCart(cartId: string, signal?: AbortSignal): Promise<Cart> {
  const res = await fetch(`${BASE}/carts/${encodeURIComponent(cartId)}`, {
    credentials: "include",
    signal,
  });
  return json<Cart>(res);
}

export async function saveCart(cart: Cart): Promise<void> {
  const res = await fetch(`${BASE}/carts/${encodeURIComponent(cart.id)}`, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items: cart.items, promoCode: cart.promoCode }),
  });
  await json<unknown>(res);
}

export async function fetchPromo(code: string): Promise<Promo | null> {
  const res = await fetch(`${BASE}/promos/${encodeURIComponent(code)}`, { credentials: "include" });
  if (res.status === 404) return null;
  return json<Promo>(res);
}
