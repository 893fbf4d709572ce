export interface Order {
  id: number;
  number: string;
  customer: string;
  status: "pending" | "packed" | "shipped" | "cancelled";
  createdAt: string; // ISO timestamp, UTC
  shipDate: string | null; // "YYYY-MM-DD", warehouse calendar date
  total: number;
}

const BASE = "/api";
const TIMEOUT_MS = 10_000;

function fetchWithTimeout(url: string): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
}

export async function listOrders(status?: string): Promise<Order[]> {
  const qs = status ? `?status=${encodeURIComponent(status)}` : "";
  const res = await fetchWithTimeout(`${BASE}/orders${qs}`);
  if (!res.ok) throw new Error(`listOrders: HTTP ${res.status}`);
  return (await res.json()) as Order[];
}

export async function getOrder(id: number): Promise<Order> {
  const res = await fetchWithTimeout(`${BASE}/orders/${id}`);
  if (!res.ok) throw new Error(`getOrder: HTTP ${res.status}`);
  return (await res.json()) as Order;
}
