import { useEffect, useMemo, useState } from "react";

import { fetchOrders, type Order } from "../api";

export function useOrders(query: string) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    fetchOrders(ctrl.signal)
      .then((list) => {
        setOrders(list);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!ctrl.signal.aborted) setError(String(e));
      })
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, []);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return orders
      .filter((o) => !q || o.customerName.toLowerCase().includes(q) || o.id.includes(q))
      .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  }, [orders, query]);

  return { orders: visible, error, loading };
}
