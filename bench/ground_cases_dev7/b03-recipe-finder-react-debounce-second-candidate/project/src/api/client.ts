import type { Recipe } from "./types";

export async function searchRecipes(q: string, signal?: AbortSignal): Promise<Recipe[]> {
  const res = await fetch(`/api/recipes?q=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) throw new Error(`search failed: ${res.status}`);
  const body = (await res.json()) as { items: Recipe[] };
  return body.items;
}
