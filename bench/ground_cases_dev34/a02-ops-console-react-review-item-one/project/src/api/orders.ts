import type { Order, OrderQuery } from "../types";

const BASE = import.meta.env.VITE_API_URL ?? "/api";

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    const body = await res.text();
    throw new Error(`${init?.method ?? "GET"} ${path} failed: ${res.status} ${body}`);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export function listOrders(query: OrderQuery, signal?: AbortSignal): Promise<Order[]> {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.search) params.set("q", query.search);
  return request<Order[]>(`/orders?${params}`, { signal });
}

export function deleteOrder(id: string): Promise<void> {
  return request<void>(`/orders/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function resendConfirmation(id: string): Promise<void> {
  return request<void>(`/orders/${encodeURIComponent(id)}/resend`, { method: "POST" });
}
