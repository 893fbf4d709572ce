import { useEffect, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";

export function useOrders() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchOrders(ctrl.signal)
      .then(setOrders)
      .catch((e) => {
        if (!ctrl.signal.aborted) setError(String(e));
      })
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, []);

  return { orders, loading, error };
}
