import type { Order, OrderPage, OrderQuery, OrderStatus } from "../types";

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

function authHeaders(): HeadersInit {
  const token = localStorage.getItem("ops_token");
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function toApiError(res: Response): Promise<ApiError> {
  const body = await res.json().catch(() => ({}));
  return new ApiError(res.status, body.code ?? "UNKNOWN", body.message ?? res.statusText);
}

function toQuery(q: OrderQuery): Record<string, string> {
  const out: Record<string, string> = { page: String(q.page), size: String(q.size) };
  if (q.status) out.status = q.status;
  if (q.keyword) out.keyword = q.keyword.trim();
  return out;
}

export async function fetchOrders(params: OrderQuery): Promise<OrderPage> {
  const qs = new URLSearchParams(toQuery(params));
  const res = await fetch(`${BASE}/orders?${qs}`, { headers: authHeaders() });
  return (await res.json()) as OrderPage;
}

export async function fetchOrder(id: number): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}`, { headers: authHeaders() });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as Order;
}

export async function updateOrderStatus(id: number, status: OrderStatus): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}/status`, {
    method: "PUT",
    headers: { ...authHeaders(), "Content-Type": "application/json" },
    body: JSON.stringify({ status }),
  });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as Order;
}
