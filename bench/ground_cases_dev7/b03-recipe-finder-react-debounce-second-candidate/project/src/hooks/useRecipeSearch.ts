import { useEffect, useState } from "react";
import { searchRecipes } from "../api/client";
import type { Recipe } from "../api/types";

export function useRecipeSearch(query: string) {
  const [recipes, setRecipes] = useState<Recipe[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (!query) {
      setRecipes([]);
      return;
    }
    setLoading(true);
    searchRecipes(query)
      .then((rs) => {
        setRecipes(rs);
        setError(null);
      })
      .catch(setError)
      .finally(() => setLoading(false));
  }, [query]);

  return { recipes, loading, error };
}
