import { useCallback, useEffect, useState } from "react";
import { deleteOrder, fetchOrders } from "./api";
import type { Order, OrderFilter } from "./types";

export interface UseOrdersResult {
  orders: Order[];
  total: number;
  loading: boolean;
  error: string | null;
  remove: (id: string) => Promise<void>;
  reload: () => void;
}

/**
 * Loads one page of orders for the admin list and keeps it in sync with the
 * filter bar. `remove` deletes on the server and drops the row locally.
 */
export function useOrders(filter: OrderFilter, page: number): UseOrdersResult {
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchOrders(filter, page)
      .then((res) => {
        setOrders(res.items);
        setTotal(res.total);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter.status, filter.q, page, reloadKey]);

  const remove = useCallback(async (id: string) => {
    await deleteOrder(id);
    setOrders((prev) => prev.filter((o) => o.id !== id));
    setTotal((t) => t - 1);
  }, []);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  return { orders, total, loading, error, remove, reload };
}
