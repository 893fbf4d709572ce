import type { Ingredient } from "../types";

interface Props {
  ingredients: Ingredient[] | null;
}

export default function IngredientList({ ingredients }: Props) {
  const items = ingredients ?? [];
  if (items.length === 0) {
    return <p className="muted">No ingredients listed.</p>;
  }
  return (
    <ul className="ingredients">
      {items.map((ing) => (
        <li key={ing.id}>
          <span className="qty">{ing.quantity}</span> {ing.name}
        </li>
      ))}
    </ul>
  );
}
