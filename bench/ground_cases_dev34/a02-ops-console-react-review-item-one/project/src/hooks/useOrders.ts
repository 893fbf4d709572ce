import { useCallback, useEffect, useState } from "react";
import { listOrders } from "../api/orders";
import type { Order, OrderQuery } from "../types";

interface State {
  orders: Order[];
  loading: boolean;
  error: string | null;
}

export function useOrders(query: OrderQuery) {
  const [state, setState] = useState<State>({ orders: [], loading: true, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    listOrders(query)
      .then((orders) => setState({ orders, loading: false, error: null }))
      .catch((e: Error) => setState((s) => ({ ...s, loading: false, error: e.message })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.status, query.search, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { ...state, reload };
}
