import { useEffect, useState } from "react";
import { fetchOrders, type OrderPage, type OrderQuery } from "../api/orders";

export interface UseOrdersResult {
  data: OrderPage | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

const EMPTY: OrderPage = { items: [], total: 0, page: 1, pageSize: 25 };

/** Loads one page of orders for the list view and reloads when the query changes. */
export function useOrders(query: OrderQuery): UseOrdersResult {
  const { status, search, page, pageSize } = query;
  const [data, setData] = useState<OrderPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchOrders({ status, search, page, pageSize })
      .then((result) => {
        setData(result);
      })
      .catch((err: unknown) => {
        setError(err instanceof Error ? err.message : String(err));
        setData(EMPTY);
      })
      .finally(() => setLoading(false));
  }, [status, search, page, pageSize, nonce]);

  return { data, loading, error, reload: () => setNonce((n) => n + 1) };
}
