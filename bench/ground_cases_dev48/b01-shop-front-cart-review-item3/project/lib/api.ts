import type { Category, Product } from "@/types/product";

const BASE = process.env.NEXT_PUBLIC_API_BASE ?? "http://localhost:4000";

export type ProductQuery = {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
};

async function get<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`GET ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchProducts(query: ProductQuery = {}): Promise<Product[]> {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.minPrice != null) params.set("min_price", String(query.minPrice));
  if (query.maxPrice != null) params.set("max_price", String(query.maxPrice));
  const qs = params.toString();
  return get<Product[]>(`/products${qs ? `?${qs}` : ""}`, { next: { revalidate: 60 } });
}

export function fetchProduct(id: string): Promise<Product> {
  return get<Product>(`/products/${encodeURIComponent(id)}`);
}

export function fetchCategories(): Promise<Category[]> {
  return get<Category[]>("/categories", { next: { revalidate: 3600 } });
}
