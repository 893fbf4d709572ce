import type { Recipe } from "$lib/types";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch, url }) => {
  const q = url.searchParams.get("q") ?? "";
  const res = await fetch(`/api/recipes?q=${encodeURIComponent(q)}`);
  if (!res.ok) {
    return { q, recipes: [] as Recipe[], failed: true };
  }
  return { q, recipes: (await res.json()) as Recipe[], failed: false };
};
