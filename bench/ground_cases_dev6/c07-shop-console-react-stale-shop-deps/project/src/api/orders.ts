import { http, type PageResult } from "./client";

export interface Order {
  id: number;
  orderNo: string;
  amount: number;
  status: "pending" | "paid" | "shipped" | "done" | "cancelled";
  createdAt: string;
}

export function fetchOrders(params: { shopId: number; page: number; status?: string }) {
  return http.get<never, PageResult<Order>>(`/shops/${params.shopId}/orders`, {
    params: { page: params.page, size: 20, status: params.status || undefined },
  });
}
