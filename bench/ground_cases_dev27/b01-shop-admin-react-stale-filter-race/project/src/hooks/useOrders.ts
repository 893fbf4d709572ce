import { useCallback, useEffect, useState } from "react";
import { fetchOrders, type Order, type OrderFilters } from "../api/orders";

export interface UseOrdersResult {
  orders: Order[];
  total: number;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export const PAGE_SIZE = 50;

/** 注文一覧を取得する。filters か page が変わるたびに取り直す。 */
export function useOrders(filters: OrderFilters, page: number): UseOrdersResult {
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);

  const reload = useCallback(() => setNonce((n) => n + 1), []);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchOrders({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
      .then((res) => {
        setOrders(res.items);
        setTotal(res.total);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.status, filters.keyword, filters.from, filters.to, page, nonce]);

  return { orders, total, loading, error, reload };
}
