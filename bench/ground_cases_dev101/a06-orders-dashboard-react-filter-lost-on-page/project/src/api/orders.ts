export type OrderStatus = "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  number: string;
  customerName: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  createdAt: string;
}

export interface OrdersQuery {
  status: OrderStatus | "all";
  page: number;
  pageSize: number;
  search: string;
}

export interface OrdersPage {
  items: Order[];
  total: number;
}

const API_BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    page_size: String(query.pageSize),
  });
  if (query.status !== "all") params.set("status", query.status);
  if (query.search) params.set("q", query.search);

  const res = await fetch(`${API_BASE}/orders?${params}`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /orders failed with ${res.status}`);
  }
  return (await res.json()) as OrdersPage;
}
