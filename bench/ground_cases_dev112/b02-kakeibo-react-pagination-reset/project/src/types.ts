export type Category = "food" | "transport" | "books" | "other";

export interface Expense {
  id: string;
  date: string;
  title: string;
  category: Category;
  amount: number;
  memo?: string;
}

export interface ExpenseFilter {
  category: Category | "all";
  from?: string;
  to?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

export const CATEGORIES: Category[] = ["food", "transport", "books", "other"];

export function isCategory(v: string): v is Category {
  return (CATEGORIES as string[]).includes(v);
}

export function emptyFilter(): ExpenseFilter {
  return { category: "all" };
}

export type SortKey = "date" | "amount";
