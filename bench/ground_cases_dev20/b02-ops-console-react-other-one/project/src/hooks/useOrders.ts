import { useEffect, useState } from "react";
import { fetchOrders, type Order, type OrderStatus } from "../api/client";

interface State {
  orders: Order[];
  total: number;
  loading: boolean;
  error: string | null;
}

export function useOrders(page: number, status?: OrderStatus) {
  const [state, setState] = useState<State>({ orders: [], total: 0, loading: true, error: null });

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchOrders({ page, status })
      .then((res) => {
        if (!cancelled) {
          setState({ orders: res.items, total: res.total, loading: false, error: null });
        }
      })
      .catch((e: Error) => {
        if (!cancelled) {
          setState((s) => ({ ...s, loading: false, error: e.message }));
        }
      });
    return () => {
      cancelled = true;
    };
  }, [page, status]);

  return state;
}
