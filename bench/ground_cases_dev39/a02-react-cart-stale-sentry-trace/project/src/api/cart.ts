export type CartItem = {
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
};

export type Cart = {
  id: string;
  items: CartItem[];
  itemCount: number;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  promoCode: string | null;
};

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.message ?? `HTTP ${res.status}`);
  }
  return res.json() as Promise<T>;
}

export const getCart = () => request<Cart>("/cart");

export const updateQuantity = (sku: string, quantity: number) =>
  request<Cart>(`/cart/items/${encodeURIComponent(sku)}`, {
    method: "PATCH",
    body: JSON.stringify({ quantity }),
  });

export const applyPromo = (code: string) =>
  request<Cart>("/cart/promo", { method: "POST", body: JSON.stringify({ code }) });

export const removeFromCart = (sku: string) =>
  request<Cart>(`/cart/items/${encodeURIComponent(sku)}`, { method: "DELETE" });
