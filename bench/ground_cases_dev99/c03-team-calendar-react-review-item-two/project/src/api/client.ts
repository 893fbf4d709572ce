// Thin wrapper around the calendar API. The server returns times as UTC ISO strings ("...Z").

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  owner: string;
}

export interface EventPage {
  items: CalendarEvent[];
  next: string | null;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchEvents(weekStart: Date, cursor?: string | null): Promise<EventPage> {
  const params = new URLSearchParams({ from: weekStart.toISOString(), days: "7" });
  if (cursor) params.set("cursor", cursor);
  const res = await fetch(`${BASE}/events?${params}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /events failed: ${res.status}`);
  }
  return (await res.json()) as EventPage;
}

export async function deleteEvent(id: string): Promise<void> {
  const res = await fetch(`${BASE}/events/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "include",
  });
  if (!res.ok && res.status !== 404) {
    throw new Error(`DELETE /events/${id} failed: ${res.status}`);
  }
}
