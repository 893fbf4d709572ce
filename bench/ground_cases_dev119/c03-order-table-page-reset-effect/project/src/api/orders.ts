export type OrderStatus = "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  customer: string;
  status: OrderStatus;
  amountCents: number;
  createdAt: string;
}

export interface OrderPage {
  items: Order[];
  page: number;
  pageSize: number;
  total: number;
}

export interface OrderQuery {
  page: number;
  pageSize?: number;
  status?: OrderStatus;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    page_size: String(query.pageSize ?? 20),
  });
  if (query.status) params.set("status", query.status);
  const res = await fetch(`${BASE}/orders?${params}`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  const body = await res.json();
  return {
    items: body.items,
    page: body.page,
    pageSize: body.page_size,
    total: body.total,
  };
}
