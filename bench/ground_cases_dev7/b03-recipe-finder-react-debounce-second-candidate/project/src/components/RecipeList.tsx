import type { Recipe } from "../api/types";

type Props = { recipes: Recipe[] };

export default function RecipeList({ recipes }: Props) {
  if (recipes.length === 0) return <p className="muted">レシピが見つかりません</p>;
  return (
    <ul className="recipes">
      {recipes.map((r, i) => (
        <li key={i} className="recipe">
          <img src={r.thumbnailUrl} alt="" width={96} height={96} />
          <div>
            <h2>{r.title}</h2>
            <p className="muted">
              {r.minutes}分 ・ {r.calories}kcal
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
