export type TicketStatus = "open" | "pending" | "closed";

export type TicketSummary = {
  id: number;
  subject: string;
  status: TicketStatus;
  requester: string;
  updatedAt: string;
};

export type TicketPage = { items: TicketSummary[]; total: number };

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, params: Record<string, string | undefined> = {}): Promise<T> {
  const url = new URL(BASE + path, window.location.origin);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") {
      url.searchParams.set(key, value);
    }
  }
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`API ${res.status} on ${path}`);
  }
  return (await res.json()) as T;
}

/** Full-text search over subject, body and requester, optionally limited to one status. */
export function searchTickets(q: string, opts: { status?: TicketStatus } = {}): Promise<TicketPage> {
  return request<TicketPage>("/tickets/search", { q, status: opts.status });
}

export function getTicket(id: number): Promise<TicketSummary & { body: string }> {
  return request(`/tickets/${id}`);
}

export function assignTicket(id: number, agentId: number): Promise<void> {
  return fetch(new URL(`${BASE}/tickets/${id}/assign`, window.location.origin), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ agentId }),
  }).then((res) => {
    if (!res.ok) throw new Error(`API ${res.status} on assign`);
  });
}
