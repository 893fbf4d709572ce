export interface Person {
  id: string;
  name: string;
  title: string;
  team: string;
  city: string;
  avatarUrl?: string;
}

export interface SearchResponse {
  items: Person[];
  total: number;
}

const BASE = import.meta.env.VITE_DIRECTORY_API ?? "/api";

export async function searchPeople(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  const res = await fetch(`${BASE}/people?q=${encodeURIComponent(q)}&limit=25`, {
    signal,
    headers: { Accept: "application/json" },
    credentials: "include",
  });
  if (!res.ok) {
    throw new Error(`directory API ${res.status}`);
  }
  return (await res.json()) as SearchResponse;
}

export async function getPerson(id: string): Promise<Person> {
  const res = await fetch(`${BASE}/people/${encodeURIComponent(id)}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`directory API ${res.status}`);
  }
  return (await res.json()) as Person;
}
