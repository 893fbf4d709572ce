import { Link } from "react-router-dom";

const RECIPES = [
  { id: "42", title: "Lemon orzo salad" },
  { id: "57", title: "Smoky black bean chili" },
];

export function Recipes() {
  return (
    <ul>
      {RECIPES.map((r) => (
        <li key={r.id}>
          <Link to={`/recipes/${r.id}`}>{r.title}</Link>
        </li>
      ))}
    </ul>
  );
}
