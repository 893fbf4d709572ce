export type Category = "food" | "daily" | "transport" | "fun" | "other";

export interface Expense {
  id: number;
  date: string; // YYYY-MM-DD
  amount: number; // yen
  category: Category;
  memo: string;
}

export type NewExpense = Omit<Expense, "id">;

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const api = {
  list: (month: string) => request<Expense[]>(`/expenses?month=${month}`),
  create: (input: NewExpense) =>
    request<Expense>("/expenses", { method: "POST", body: JSON.stringify(input) }),
  remove: (id: number) => request<void>(`/expenses/${id}`, { method: "DELETE" }),
};
