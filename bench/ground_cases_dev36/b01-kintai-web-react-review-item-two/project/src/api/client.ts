export interface TimesheetRow {
  date: string; // YYYY-MM-DD
  clockIn: string; // HH:MM
  clockOut: string; // HH:MM
  breakMinutes: number;
  note?: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchTimesheet(userId: string, month: string): Promise<TimesheetRow[]> {
  return get<TimesheetRow[]>(`/users/${encodeURIComponent(userId)}/timesheet?month=${month}`);
}

export async function saveRow(userId: string, row: TimesheetRow): Promise<void> {
  const res = await fetch(`${BASE}/users/${encodeURIComponent(userId)}/timesheet/${row.date}`, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(row),
  });
  if (!res.ok) {
    throw new Error(`PUT timesheet ${row.date} failed: ${res.status}`);
  }
}
