import type { ISODate } from "../utils/dates";

export interface Entry {
  id: string;
  day: ISODate;
  project: string;
  note: string;
  minutes: number;
  createdAt: string;
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) throw new Error(`API ${res.status} on ${path}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const api = {
  entriesForDay: (day: ISODate) => request<Entry[]>(`/entries?day=${day}`),
  entriesForRange: (from: ISODate, to: ISODate) => request<Entry[]>(`/entries?from=${from}&to=${to}`),
  createEntry: (entry: Omit<Entry, "id" | "createdAt">) =>
    request<Entry>("/entries", {
      method: "POST",
      body: JSON.stringify({ ...entry, createdAt: new Date().toISOString() }),
    }),
  deleteEntry: (id: string) => request<void>(`/entries/${id}`, { method: "DELETE" }),
};
