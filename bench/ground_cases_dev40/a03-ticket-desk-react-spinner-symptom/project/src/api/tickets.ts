export interface Ticket {
  id: number;
  title: string;
  customer: string;
  status: "open" | "pending" | "closed";
  updatedAt: string;
}

export interface TicketPage {
  items: Ticket[];
  total: number;
}

export const PAGE_SIZE = 25;

const BASE = import.meta.env.VITE_API_URL ?? "/api";

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: "include", ...init });
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export async function searchTickets(q: string, signal?: AbortSignal): Promise<TicketPage> {
  const params = new URLSearchParams({ q, per_page: String(PAGE_SIZE) });
  const body = await getJson<{ data: Ticket[]; meta: { total: number } }>(
    `${BASE}/tickets/search?${params}`,
    { signal },
  );
  return { items: body.data, total: body.meta.total };
}

export function getTicket(id: number, signal?: AbortSignal): Promise<Ticket> {
  return getJson<Ticket>(`${BASE}/tickets/${id}`, { signal });
}

export function setTicketStatus(id: number, status: Ticket["status"]): Promise<Ticket> {
  return getJson<Ticket>(`${BASE}/tickets/${id}/status`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ status }),
  });
}
