export type Product = {
  id: number;
  sku: string;
  name: string;
  category: string;
  stock: number;
  updated_at: string;
};

export type ProductPage = {
  items: Product[];
  page: number;
  perPage: number;
};

export async function fetchProducts(q: { page: number; perPage: number; category?: string }): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(q.page), perPage: String(q.perPage) });
  if (q.category) params.set("category", q.category);
  const res = await fetch(`/api/products?${params}`);
  if (!res.ok) {
    throw new Error(`GET /api/products -> ${res.status}`);
  }
  return (await res.json()) as ProductPage;
}
