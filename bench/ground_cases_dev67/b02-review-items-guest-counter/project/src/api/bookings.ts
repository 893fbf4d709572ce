export type BookingInput = { roomId: string; checkIn: string; checkOut: string; guests: number };
export type Booking = BookingInput & { id: string; status: "pending" | "confirmed" };

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function createBooking(input: BookingInput): Promise<Booking> {
  const res = await fetch(`${BASE}/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  return res.json();
}

export async function getBooking(id: string): Promise<Booking> {
  const res = await fetch(`${BASE}/bookings/${id}`);
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  return res.json();
}

export async function cancelBooking(id: string): Promise<void> {
  const res = await fetch(`${BASE}/bookings/${id}`, { method: "DELETE" });
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
}

export function isCancellable(b: Booking): boolean {
  return b.status === "pending";
}
