export type Shift = {
  id: number;
  storeId: string;
  staffName: string;
  date: string; // YYYY-MM-DD
  start: string; // HH:mm
  end: string; // HH:mm
  role: "hall" | "kitchen" | "register";
};

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchShifts(storeId: string, weekStart: string): Promise<Shift[]> {
  const url = `${BASE}/stores/${encodeURIComponent(storeId)}/shifts?week=${weekStart}`;
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET ${url} -> ${res.status}`);
  }
  return (await res.json()) as Shift[];
}

export async function saveShift(shift: Omit<Shift, "id"> & { id?: number }): Promise<Shift> {
  const method = shift.id ? "PUT" : "POST";
  const url = shift.id ? `${BASE}/shifts/${shift.id}` : `${BASE}/shifts`;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(shift),
  });
  if (!res.ok) {
    throw new Error(`${method} ${url} -> ${res.status}`);
  }
  return (await res.json()) as Shift;
}
