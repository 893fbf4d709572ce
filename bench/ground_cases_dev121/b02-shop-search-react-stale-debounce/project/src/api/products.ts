export type Category = "all" | "food" | "kitchen" | "outdoor" | "books";

export interface Product {
  id: string;
  name: string;
  category: Exclude<Category, "all">;
  price: number;
}

export interface SearchParams {
  q: string;
  category: Category;
  page: number;
}

export interface SearchResult {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function searchProducts({ q, category, page }: SearchParams): Promise<SearchResult> {
  const params = new URLSearchParams({ q, page: String(page) });
  if (category !== "all") {
    params.set("category", category);
  }
  const res = await fetch(`${BASE}/products/search?${params}`);
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResult;
}
