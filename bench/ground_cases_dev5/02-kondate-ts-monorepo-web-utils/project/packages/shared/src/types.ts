export interface Meal {
  id: string;
  title: string;
  /** YYYY-MM-DD, the day the meal is planned for */
  day: string;
  slot: "breakfast" | "lunch" | "dinner";
  createdAt: string;
}

export interface WeekResponse {
  start: string;
  meals: Meal[];
}
