import { useEffect, useState } from "react";
import { listOrders, orderCounts, type Order, type OrderQuery, type OrderStatus } from "../api/orders";

export interface OrdersState {
  items: Order[];
  total: number;
  loading: boolean;
  error: string | null;
}

const EMPTY: OrdersState = { items: [], total: 0, loading: false, error: null };

/**
 * Loads one page of orders for the given filter and reloads whenever the filter changes.
 */
export function useOrders(query: OrderQuery): OrdersState & { reload: () => void } {
  const [state, setState] = useState<OrdersState>({ ...EMPTY, loading: true });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    listOrders(query)
      .then((res) => {
        setState({ items: res.items, total: res.total, loading: false, error: null });
      })
      .catch((err: unknown) => {
        setState((s) => ({ ...s, loading: false, error: err instanceof Error ? err.message : String(err) }));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.status, query.keyword, query.page, query.pageSize, nonce]);

  return { ...state, reload: () => setNonce((n) => n + 1) };
}

/**
 * Badge numbers for the status tabs.
 */
export function useOrderCounts(): Partial<Record<OrderStatus, number>> {
  const [counts, setCounts] = useState<Partial<Record<OrderStatus, number>>>({});

  useEffect(() => {
    const ctrl = new AbortController();
    orderCounts(ctrl.signal)
      .then(setCounts)
      .catch(() => {
        /* badges are optional */
      });
    return () => ctrl.abort();
  }, []);

  return counts;
}
