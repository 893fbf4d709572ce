import { useEffect, useState } from "react";
import { fetchOrder } from "../api/orders";
import type { OrderDetail } from "../types";

export interface UseOrderDetailResult {
  order: OrderDetail | null;
  loading: boolean;
  error: string | null;
}

/** Loads one order for the side panel. Switching rows quickly must not show the wrong order. */
export function useOrderDetail(id: number | null): UseOrderDetailResult {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (id == null) {
      setOrder(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetchOrder(id, controller.signal)
      .then(setOrder)
      .catch((err: unknown) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        setError(err instanceof Error ? err.message : String(err));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [id]);

  return { order, loading, error };
}
