import { useEffect, useState } from "react";
import { fetchOrders, type Order, type OrderStatus } from "../api/orders";

interface State {
  items: Order[];
  total: number;
  loading: boolean;
  error: string | null;
}

export function useOrders(page: number, status?: OrderStatus): State {
  const [state, setState] = useState<State>({ items: [], total: 0, loading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchOrders({ page, status }, controller.signal)
      .then((res) => setState({ items: res.items, total: res.total, loading: false, error: null }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: String(err) }));
      });
    return () => controller.abort();
  }, [page, status]);

  return state;
}
