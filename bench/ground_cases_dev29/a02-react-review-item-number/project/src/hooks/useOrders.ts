import { useEffect, useState } from "react";
import { fetchOrders } from "../api/client";
import type { Order, OrderStatus } from "../types";

export interface OrdersState {
  orders: Order[];
  total: number;
  loading: boolean;
  error: string | null;
}

export function useOrders(status: OrderStatus | "all", page: number, pageSize = 25): OrdersState {
  const [state, setState] = useState<OrdersState>({ orders: [], total: 0, loading: true, error: null });

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchOrders({ status, page, pageSize })
      .then((res) => {
        if (!cancelled) setState({ orders: res.items, total: res.total, loading: false, error: null });
      })
      .catch((err: Error) => {
        if (!cancelled) setState((s) => ({ ...s, loading: false, error: err.message }));
      });
    return () => {
      cancelled = true;
    };
  }, [status, page, pageSize]);

  return state;
}
