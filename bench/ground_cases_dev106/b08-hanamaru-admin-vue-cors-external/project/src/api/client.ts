export interface Order {
  id: number;
  customerName: string;
  total: number;
  status: "pending" | "paid" | "shipped" | "cancelled";
  orderedAt: string;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    credentials: "include",
    headers: { Accept: "application/json", ...(init.headers ?? {}) },
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${init.method ?? "GET"} ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function listOrders(status?: Order["status"]): Promise<Order[]> {
  const query = status ? `?status=${status}` : "";
  return request<Order[]>(`/orders${query}`);
}

export function cancelOrder(id: number): Promise<Order> {
  return request<Order>(`/orders/${id}/cancel`, { method: "POST" });
}
