import type { Meal, WeekResponse } from "../../shared/src/types";

export async function fetchWeek(start: string): Promise<WeekResponse> {
  const res = await fetch(`/api/meals/week?start=${encodeURIComponent(start)}`);
  if (!res.ok) throw new Error(`week: ${res.status}`);
  return res.json();
}

export async function addMeal(meal: Omit<Meal, "id" | "createdAt">): Promise<Meal> {
  const res = await fetch("/api/meals", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(meal),
  });
  if (!res.ok) throw new Error(`add: ${res.status}`);
  return res.json();
}
