const BASE = import.meta.env.VITE_API_URL ?? "http://localhost:4000";

export class ApiError extends Error {
  constructor(public status: number, public body: unknown) {
    super(`API ${status}`);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  if (!res.ok) {
    throw new ApiError(res.status, body);
  }
  return body as T;
}

export interface Booking {
  id: string;
  room: string;
  startsAt: string;
  endsAt: string;
  owner: string;
}

export const api = {
  bookings: (day: string) => request<Booking[]>(`/bookings?day=${encodeURIComponent(day)}`),
  create: (b: Omit<Booking, "id" | "owner">) =>
    request<Booking>("/bookings", { method: "POST", body: JSON.stringify(b) }),
  cancel: (id: string) => request<void>(`/bookings/${id}`, { method: "DELETE" }),
};
