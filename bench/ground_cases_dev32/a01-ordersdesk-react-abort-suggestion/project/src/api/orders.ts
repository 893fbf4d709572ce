import type { Order, OrderDetail, OrderStatus } from "../types";

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export interface OrderQuery {
  status?: OrderStatus | "";
  search?: string;
  page: number;
  pageSize: number;
}

export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  pageSize: number;
}

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    headers: { Accept: "application/json" },
    credentials: "include",
    signal,
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${res.status} ${res.statusText} on ${path}`);
  }
  return (await res.json()) as T;
}

export function fetchOrders(query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.search) params.set("q", query.search.trim());
  params.set("page", String(query.page));
  params.set("page_size", String(query.pageSize));
  return getJson<OrderPage>(`/orders?${params.toString()}`, signal);
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return getJson<OrderDetail>(`/orders/${id}`, signal);
}
