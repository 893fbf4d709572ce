export type Product = {
  id: string;
  name: string;
  priceExclTax: number;
  taxRate: number;
  stock: number;
  thumbnailUrl: string | null;
};

type SearchResponse = {
  items: Product[];
  total: number;
};

const API_BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

export async function fetchProducts(query: string, signal?: AbortSignal): Promise<Product[]> {
  const url = `${API_BASE}/products/search?q=${encodeURIComponent(query)}&limit=50`;
  const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new ApiError(res.status, `search failed: ${res.status}`);
  }
  const body = (await res.json()) as SearchResponse;
  return body.items;
}

export async function fetchProduct(id: string): Promise<Product> {
  const res = await fetch(`${API_BASE}/products/${encodeURIComponent(id)}`);
  if (!res.ok) {
    throw new ApiError(res.status, `product ${id}: ${res.status}`);
  }
  return (await res.json()) as Product;
}
