import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { fetchRecipes } from "../api/recipes";
import type { RecipeSummary } from "../types";

export default function RecipeList() {
  const [recipes, setRecipes] = useState<RecipeSummary[]>([]);
  const [params] = useSearchParams();
  const tag = params.get("tag");

  useEffect(() => {
    fetchRecipes().then(setRecipes);
  }, []);

  const shown = tag ? recipes.filter((r) => (r.tags ?? []).includes(tag)) : recipes;

  return (
    <ul className="recipe-list">
      {shown.map((r) => (
        <li key={r.id}>
          <Link to={`/recipes/${r.id}`}>{r.title}</Link>
          {r.tags?.slice(0, 3).map((t) => (
            <span key={t} className="tag tag--small">
              {t}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
