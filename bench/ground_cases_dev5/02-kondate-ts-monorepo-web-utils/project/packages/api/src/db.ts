import type { Meal } from "../../shared/src/types";

const rows: Meal[] = [];

export const db = {
  meals: {
    async between(from: string, to: string): Promise<Meal[]> {
      return rows.filter((m) => m.day >= from && m.day < to);
    },
    async insert(m: Omit<Meal, "id">): Promise<Meal> {
      const row = { ...m, id: String(rows.length + 1) };
      rows.push(row);
      return row;
    },
  },
};
