export interface Product {
  id: number;
  slug: string;
  name: string;
  price: string;
  imageUrl: string;
  inStock: boolean;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function searchProducts(q: string, limit = 20): Promise<ProductPage> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const res = await fetch(`${BASE}/products/search?${params}`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return res.json();
}

export async function getProduct(slug: string): Promise<Product> {
  const res = await fetch(`${BASE}/products/${encodeURIComponent(slug)}`);
  if (!res.ok) {
    throw new Error(`product ${slug}: ${res.status}`);
  }
  return res.json();
}
