const API_BASE = process.env.API_BASE_INTERNAL ?? 'http://localhost:4000';

export type CartItem = { sku: string; name: string; qty: number; unitPriceCents: number };
export type Cart = { id: string; items: CartItem[]; totalCents: number };

export async function getCart(token: string): Promise<Cart> {
  const res = await fetch(`${API_BASE}/cart`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!res.ok) {
    throw new Error(`GET /cart failed: ${res.status}`);
  }
  return res.json();
}
