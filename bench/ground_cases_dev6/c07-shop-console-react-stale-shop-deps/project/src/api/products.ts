import { http, type PageResult } from "./client";

export interface Product {
  id: number;
  title: string;
  price: number;
  stock: number;
  onSale: boolean;
}

export function fetchProducts(params: { shopId: number; page: number; keyword?: string }) {
  return http.get<never, PageResult<Product>>(`/shops/${params.shopId}/products`, {
    params: { page: params.page, size: 20, q: params.keyword || undefined },
  });
}
