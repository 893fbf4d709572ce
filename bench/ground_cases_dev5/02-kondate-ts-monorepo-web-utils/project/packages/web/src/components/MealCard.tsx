import type { Meal } from "../../../shared/src/types";

const SLOT_LABEL = { breakfast: "朝", lunch: "昼", dinner: "夜" } as const;

export function MealCard({ meal }: { meal: Meal }) {
  return (
    <article className="meal">
      <span className="slot">{SLOT_LABEL[meal.slot]}</span>
      <span className="title">{meal.title}</span>
    </article>
  );
}
