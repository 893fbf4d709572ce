const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "/api";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customerName: string;
  total: number;
  status: OrderStatus;
  createdAt: string;
}

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    credentials: "include",
    headers: { Accept: "application/json", ...(init.headers ?? {}) },
    ...init,
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${init.method ?? "GET"} ${path} -> ${res.status}`);
  }
  return (await res.json()) as T;
}

export function listOrders(status?: OrderStatus): Promise<Order[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : "";
  return request<Order[]>(`/v1/orders${query}`);
}

export function getOrder(id: string): Promise<Order> {
  return request<Order>(`/v1/orders/${encodeURIComponent(id)}`);
}
