import type { Recipe, RecipeSummary } from "../types";

async function getJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`${url}: ${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export function fetchRecipe(id: string): Promise<Recipe> {
  return getJSON<Recipe>(`/api/recipes/${id}`);
}

export function fetchRecipes(): Promise<RecipeSummary[]> {
  return getJSON<RecipeSummary[]>("/api/recipes");
}
