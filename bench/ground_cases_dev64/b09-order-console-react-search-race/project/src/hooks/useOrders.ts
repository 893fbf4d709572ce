import { useEffect, useState } from "react";
import { listOrders, type Order } from "../api/client";

export function useOrders(refreshKey: number) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    listOrders(controller.signal)
      .then((data) => setOrders(data))
      .catch((e: Error) => {
        if (e.name !== "AbortError") console.error(e);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [refreshKey]);

  return { orders, loading };
}

export function countByStatus(orders: Order[]) {
  return orders.reduce(
    (acc, o) => {
      acc[o.status] += 1;
      return acc;
    },
    { received: 0, shipped: 0 } as Record<Order["status"], number>,
  );
}
