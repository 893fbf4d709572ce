import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { fetchRecipe } from "../api/recipes";
import type { Recipe } from "../types";
import IngredientList from "./IngredientList";
import StepList from "./StepList";
import TagList from "./TagList";

export default function RecipePage() {
  const { id = "" } = useParams();
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchRecipe(id)
      .then((r) => !cancelled && setRecipe(r))
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (error) return <p className="error">{error}</p>;
  if (!recipe) return <p>Loading…</p>;

  return (
    <article className="recipe">
      <h1>{recipe.title}</h1>
      <p className="muted">Serves {recipe.servings}</p>
      <TagList tags={recipe.tags} />
      <h2>Ingredients</h2>
      <IngredientList ingredients={recipe.ingredients} />
      <h2>Method</h2>
      <StepList steps={recipe.steps} />
    </article>
  );
}
