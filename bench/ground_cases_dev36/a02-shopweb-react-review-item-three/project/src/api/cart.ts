export type CartLine = {
  sku: string;
  name: string;
  unitPrice: number; // cents
  qty: number;
};

export type Cart = {
  id: string;
  lines: CartLine[];
};

const BASE = import.meta.env.VITE_API_URL ?? "/api";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    throw new Error(`cart api: ${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export async function fetchCart(cartId: string): Promise<Cart> {
  return json<Cart>(await fetch(`${BASE}/carts/${cartId}`, { credentials: "include" }));
}

export async function setQty(cartId: string, sku: string, qty: number): Promise<Cart> {
  return json<Cart>(
    await fetch(`${BASE}/carts/${cartId}/lines/${sku}`, {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ qty }),
    }),
  );
}

export async function removeLine(cartId: string, sku: string): Promise<Cart> {
  return json<Cart>(
    await fetch(`${BASE}/carts/${cartId}/lines/${sku}`, { method: "DELETE", credentials: "include" }),
  );
}
