import { json } from "@sveltejs/kit";
import { searchRecipes } from "$lib/server/recipes";
import type { RequestHandler } from "./$types";

export const GET: RequestHandler = ({ url }) => {
  const q = url.searchParams.get("q") ?? "";
  return json(searchRecipes(q));
};
