import { request } from "./request";

export const PAGE_SIZE = 20;

export interface Product {
  sku: string;
  title: string;
  priceCents: number;
  stock: number;
  cover: string;
}

export interface ProductPage {
  items: Product[];
  page: number;
  hasMore: boolean;
}

interface ListResponse {
  rows: Product[];
}

// Asks for one extra row so we know whether there is a next page without a
// separate count query (the catalogue service has no cheap COUNT).
export async function fetchProducts(category: string, page: number): Promise<ProductPage> {
  const offset = (page - 1) * PAGE_SIZE;
  const res = await request<ListResponse>("/catalog/products", {
    category,
    offset,
    limit: PAGE_SIZE + 1,
  });
  return {
    items: res.rows.slice(0, PAGE_SIZE),
    page,
    hasMore: res.rows.length > PAGE_SIZE,
  };
}

export async function fetchProduct(sku: string): Promise<Product> {
  return request<Product>(`/catalog/products/${encodeURIComponent(sku)}`);
}
