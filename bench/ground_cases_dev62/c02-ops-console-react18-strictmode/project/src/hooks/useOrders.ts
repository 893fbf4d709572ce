import { useEffect, useState } from "react";

import { useApi } from "../api/ApiProvider";

export type Order = {
  id: string;
  customer: string;
  status: "pending" | "paid" | "shipped" | "refunded";
  totalCents: number;
  createdAt: string;
};

type State = { orders: Order[]; loading: boolean; error: string | null };

export function useOrders(status?: Order["status"]) {
  const api = useApi();
  const [state, setState] = useState<State>({ orders: [], loading: true, error: null });

  useEffect(() => {
    setState((s) => ({ ...s, loading: true }));
    api
      .get<Order[]>("/orders", { params: { status } })
      .then((orders) => {
        setState({ orders, loading: false, error: null });
        api.post("/audit", { event: "orders_viewed", count: orders.length });
      })
      .catch((e: Error) => setState({ orders: [], loading: false, error: e.message }));
  }, [api, status]);

  return state;
}

export function orderTotal(orders: Order[]): number {
  return orders.reduce((sum, o) => sum + o.totalCents, 0);
}
