export type Ticket = {
  id: number;
  title: string;
  status: "open" | "pending" | "closed";
  assignee: string | null;
  updatedAt: string;
};

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function fetchTickets(query: string, signal?: AbortSignal): Promise<Ticket[]> {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  const res = await fetch(`/api/tickets?${params}`, { signal });
  if (!res.ok) {
    throw new ApiError(res.status, `Loading tickets failed (${res.status})`);
  }
  return res.json();
}

export async function closeTicket(id: number): Promise<void> {
  const res = await fetch(`/api/tickets/${id}/close`, { method: "POST" });
  if (!res.ok) {
    throw new ApiError(res.status, `Closing ticket ${id} failed`);
  }
}
