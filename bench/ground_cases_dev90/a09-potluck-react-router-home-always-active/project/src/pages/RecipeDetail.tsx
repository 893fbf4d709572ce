import { useParams } from "react-router-dom";

export function RecipeDetail() {
  const { id } = useParams();
  return <h1>Recipe {id}</h1>;
}
