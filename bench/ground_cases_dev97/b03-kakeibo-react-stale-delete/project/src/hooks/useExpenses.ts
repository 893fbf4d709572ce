import { useCallback, useEffect, useState } from "react";
import { api, type Expense, type NewExpense } from "../lib/api";

export function useExpenses(month: string) {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api
      .list(month)
      .then((rows) => {
        if (!cancelled) setExpenses(rows);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [month]);

  const addExpense = useCallback(async (input: NewExpense) => {
    const created = await api.create(input);
    setExpenses((prev) => [...prev, created].sort(byDateDesc));
  }, []);

  const removeExpense = useCallback(
    async (id: number) => {
      await api.remove(id);
      setExpenses(expenses.filter((e) => e.id !== id));
    },
    [expenses],
  );

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  return { expenses, loading, error, total, addExpense, removeExpense };
}

function byDateDesc(a: Expense, b: Expense): number {
  return b.date.localeCompare(a.date);
}
