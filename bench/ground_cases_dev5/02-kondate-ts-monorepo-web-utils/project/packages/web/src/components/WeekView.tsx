import { useEffect, useState } from "react";
import type { Meal } from "../../../shared/src/types";
import { fetchWeek } from "../api";
import { formatDay, toDateKey, weekDays } from "../utils";
import { MealCard } from "./MealCard";

export function WeekView({ start }: { start: Date }) {
  const [meals, setMeals] = useState<Meal[]>([]);

  useEffect(() => {
    fetchWeek(toDateKey(start)).then((w) => setMeals(w.meals));
  }, [start]);

  return (
    <div className="week">
      {weekDays(start).map((day) => {
        const key = toDateKey(day);
        return (
          <section key={key} className="day">
            <h3>{formatDay(day)}</h3>
            {meals.filter((m) => m.day === key).map((m) => (
              <MealCard key={m.id} meal={m} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
