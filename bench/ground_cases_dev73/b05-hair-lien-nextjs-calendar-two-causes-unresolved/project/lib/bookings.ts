export type Booking = {
  id: string;
  customerName: string;
  menu: string;
  staffId: string;
  staffName: string;
  startsAt: string; // ISO 8601 (UTC)
  minutes: number;
};

export async function fetchWeek(weekStart: string): Promise<Booking[]> {
  const res = await fetch(`/api/bookings?week=${weekStart}`, { cache: 'no-store' });
  if (!res.ok) {
    throw new Error(`bookings: ${res.status}`);
  }
  return res.json();
}

export function groupByDay(bookings: Booking[], keyOf: (d: Date) => string): Map<string, Booking[]> {
  const map = new Map<string, Booking[]>();
  for (const b of bookings) {
    const key = keyOf(new Date(b.startsAt));
    const list = map.get(key) ?? [];
    list.push(b);
    map.set(key, list);
  }
  for (const list of map.values()) {
    list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  }
  return map;
}
