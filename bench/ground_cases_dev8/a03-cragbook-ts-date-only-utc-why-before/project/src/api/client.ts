import type { Slot } from "./types";

const API = import.meta.env.VITE_API_URL ?? "/api";

export async function fetchSlots(from: string, days: number): Promise<Slot[]> {
  const res = await fetch(`${API}/slots?from=${encodeURIComponent(from)}&days=${days}`);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.json();
}

export async function book(slotId: number, memberNo: string): Promise<void> {
  const res = await fetch(`${API}/slots/${slotId}/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ memberNo }),
  });
  if (!res.ok) throw new Error(await res.text());
}
