import { useEffect, useState } from "react";

import { fetchOrders, Order, OrderStatus } from "../api/orders";

export const PAGE_SIZE = 20;

export function useOrders() {
  const [status, setStatus] = useState<OrderStatus>("all");
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    fetchOrders(status, page, PAGE_SIZE)
      .then((res) => {
        if (!cancelled) {
          setOrders(res.items);
          setTotal(res.total);
        }
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [status]);

  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  function changeStatus(next: OrderStatus) {
    setStatus(next);
    setPage(1);
  }

  return { status, setStatus: changeStatus, page, setPage, pageCount, orders, total, loading, error };
}
