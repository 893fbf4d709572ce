import { defineStore } from "pinia";
import { api } from "@/api/client";

export type Category = "交通費" | "会議費" | "消耗品" | "書籍" | "飲食(持ち帰り)";

export interface Expense {
  id: number;
  date: string; // "2026/11/3" as typed by the user
  category: Category;
  amount: number; // yen, before tax
  memo: string;
}

function dayKey(date: string): number {
  const [y, m, d] = date.split(/[/-]/).map(Number);
  return y * 10000 + m * 100 + d;
}

export const useExpenses = defineStore("expenses", {
  state: () => ({
    items: [] as Expense[],
    loading: false,
    error: "" as string,
  }),
  getters: {
    sorted: (state) => [...state.items].sort((a, b) => dayKey(b.date) - dayKey(a.date) || b.id - a.id),
    total: (state) => state.items.reduce((sum, e) => sum + e.amount, 0),
  },
  actions: {
    async load() {
      this.loading = true;
      this.error = "";
      try {
        this.items = await api.get<Expense[]>("/expenses");
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.loading = false;
      }
    },
    async add(input: Omit<Expense, "id">) {
      const created = await api.post<Expense>("/expenses", input);
      this.items.push(created);
    },
    async remove(id: number) {
      await api.del(`/expenses/${id}`);
      this.items = this.items.filter((e) => e.id !== id);
    },
  },
});
