export interface Product {
  id: string;
  name: string;
  priceYen: number;
}

const BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "http://localhost:8080";

export async function searchProducts(q: string): Promise<Product[]> {
  const res = await fetch(`${BASE_URL}/products?q=${encodeURIComponent(q)}`);
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return res.json();
}
