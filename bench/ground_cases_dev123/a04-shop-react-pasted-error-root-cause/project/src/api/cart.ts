// Cart endpoints (cart-service, see its README):
//   GET    /api/cart                 -> Cart
//   POST   /api/cart/lines           -> Cart
//   PATCH  /api/cart/lines/:id       -> Cart
//   DELETE /api/cart/lines/:id       -> { ok: true }

export type CartLine = {
  id: string;
  sku: string;
  name: string;
  qty: number;
  unitPriceCents: number;
};

export type Cart = {
  id: string;
  currency: string;
  items: CartLine[];
  totalCents: number;
};

async function request(path: string, init?: RequestInit): Promise<any> {
  const res = await fetch(path, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${path}: ${res.status}`);
  return res.json();
}

export const fetchCart = (): Promise<Cart> => request("/api/cart");

export const addLine = (sku: string, qty = 1): Promise<Cart> =>
  request("/api/cart/lines", { method: "POST", body: JSON.stringify({ sku, qty }) });

export const updateQty = (id: string, qty: number): Promise<Cart> =>
  request(`/api/cart/lines/${id}`, { method: "PATCH", body: JSON.stringify({ qty }) });

export const removeLine = (id: string) => request(`/api/cart/lines/${id}`, { method: "DELETE" });
