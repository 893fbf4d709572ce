export type Product = {
  id: string;
  name: string;
  priceExclTax: number;
  taxRate: number;
  stock: number;
};

export type ProductPage = {
  items: Product[];
  page: number;
  totalPages: number;
};

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchProducts(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({ q: query, page: String(page) });
  const res = await fetch(`${BASE}/products?${params}`, { signal });
  if (!res.ok) {
    throw new Error(`products: HTTP ${res.status}`);
  }
  return (await res.json()) as ProductPage;
}

export function isSoldOut(product: Product): boolean {
  return product.stock <= 0;
}
