import type { Suggestion } from "./suggest";

export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const res = await fetch(`/api/suggest?q=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) {
    throw new Error(`suggest failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Suggestion[] };
  return body.items;
}
