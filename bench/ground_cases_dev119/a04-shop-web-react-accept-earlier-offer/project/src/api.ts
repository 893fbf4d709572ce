export interface Product {
  id: string;
  name: string;
  priceCents: number;
  imageUrl: string;
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export async function searchProducts(query: string, category: string): Promise<Product[]> {
  const params = new URLSearchParams({ q: query, category });
  const res = await fetch(`${BASE}/products?${params}`);
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return res.json();
}

export async function addToCart(productId: string): Promise<void> {
  const res = await fetch(`${BASE}/cart/items`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ productId, qty: 1 }),
  });
  if (!res.ok) {
    throw new Error(`add to cart failed: ${res.status}`);
  }
}
