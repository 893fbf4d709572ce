export interface Product {
  id: number;
  name: string;
  price: number; // yuan, e.g. 12.5
  stock: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function searchProducts(q: string): Promise<Product[]> {
  const params = new URLSearchParams({ q, limit: "20" });
  const res = await fetch(`${BASE}/products?${params}`);
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Product[] };
  return body.items;
}

export async function getProduct(id: number): Promise<Product> {
  const res = await fetch(`${BASE}/products/${id}`);
  if (!res.ok) {
    throw new Error(`product ${id}: ${res.status}`);
  }
  return (await res.json()) as Product;
}
