import { useCallback, useEffect, useState } from "react";

import { ApiError, fetchExpenses, submitExpense, type Expense } from "../lib/api";

interface State {
  expenses: Expense[];
  loading: boolean;
  error: string | null;
}

export function useExpenses(month: string) {
  const [state, setState] = useState<State>({ expenses: [], loading: true, error: null });

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchExpenses(month)
      .then((expenses) => {
        if (!cancelled) setState({ expenses, loading: false, error: null });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const message = err instanceof ApiError ? `${err.status}: ${err.message}` : String(err);
        setState({ expenses: [], loading: false, error: message });
      });
    return () => {
      cancelled = true;
    };
  }, [month]);

  const submit = useCallback(async (id: string) => {
    const updated = await submitExpense(id);
    setState((s) => ({ ...s, expenses: s.expenses.map((e) => (e.id === id ? updated : e)) }));
  }, []);

  return { ...state, submit };
}
