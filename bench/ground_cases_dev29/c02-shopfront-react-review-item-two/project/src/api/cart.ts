// Cart endpoints of the storefront API. Money comes back as decimal strings
// ("25.80") so that no float ever touches a price on the server side.

export interface CartLine {
  id: string;
  sku: string;
  title: string;
  qty: number;
  unitPrice: number;
  lineTotal: number;
  imageUrl?: string;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  couponCode: string | null;
  discount: string;
  shipping: string;
  currency: 'CNY';
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${path} -> ${res.status}`);
  }
  return res.json() as Promise<T>;
}

export const fetchCart = (coupon?: string | null) =>
  request<Cart>(coupon ? `/cart?coupon=${encodeURIComponent(coupon)}` : '/cart');

export const updateQty = (lineId: string, qty: number) =>
  request<Cart>(`/cart/lines/${lineId}`, { method: 'PATCH', body: JSON.stringify({ qty }) });

export const removeLine = (lineId: string) =>
  request<Cart>(`/cart/lines/${lineId}`, { method: 'DELETE' });
