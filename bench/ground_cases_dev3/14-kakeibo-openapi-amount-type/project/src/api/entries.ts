import { Entry } from "../generated/schemas";

const BASE = "/api";

export async function listEntries(): Promise<Entry[]> {
  const res = await fetch(`${BASE}/entries`);
  const json: unknown = await res.json();
  return Entry.array().parse(json);
}

export async function getEntry(id: string): Promise<Entry> {
  const res = await fetch(`${BASE}/entries/${id}`);
  return Entry.parse(await res.json());
}
