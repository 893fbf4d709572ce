export type Category = "travel" | "meals" | "software" | "hardware" | "other";
export type ExpenseStatus = "draft" | "submitted" | "approved" | "rejected";

export const CATEGORIES: Category[] = ["travel", "meals", "software", "hardware", "other"];

export interface Expense {
  id: string;
  title: string;
  category: Category;
  amount: number;
  currency: string;
  date: string; // ISO date, YYYY-MM-DD
  status: ExpenseStatus;
  submittedBy: string;
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    throw new ApiError(res.status, (await res.text()) || res.statusText);
  }
  return (await res.json()) as T;
}

function parseExpense(raw: unknown): Expense {
  return raw as Expense;
}

export async function fetchExpenses(month: string): Promise<Expense[]> {
  const data = await request<{ items: unknown[] }>(`/expenses?month=${encodeURIComponent(month)}`);
  return data.items.map(parseExpense);
}

export async function submitExpense(id: string): Promise<Expense> {
  return parseExpense(await request<unknown>(`/expenses/${id}/submit`, { method: "POST" }));
}
