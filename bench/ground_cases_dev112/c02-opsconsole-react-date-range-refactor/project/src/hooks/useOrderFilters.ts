import { useMemo, useState } from "react";
import { Order, OrderFilters, emptyFilters } from "../types";

export function matchesStatus(order: Order, status: OrderFilters["status"]): boolean {
  return status === "all" || order.status === status;
}

export function matchesKeyword(order: Order, keyword: string): boolean {
  const kw = keyword.trim().toLowerCase();
  if (!kw) return true;
  return order.customer.toLowerCase().includes(kw) || order.id.includes(kw);
}

export function inRange(order: Order, from: string, to: string): boolean {
  const created = new Date(order.createdAt);
  if (from && created < new Date(`${from}T00:00:00`)) return false;
  if (to && created >= new Date(`${to}T00:00:00`)) return false;
  return true;
}

export function useOrderFilters(orders: Order[]) {
  const [filters, setFilters] = useState<OrderFilters>(emptyFilters);

  const visible = useMemo(
    () =>
      orders.filter(
        (o) =>
          matchesStatus(o, filters.status) &&
          matchesKeyword(o, filters.keyword) &&
          inRange(o, filters.from, filters.to),
      ),
    [orders, filters],
  );

  const update = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    setFilters((prev) => ({ ...prev, [key]: value }));

  return { filters, update, visible };
}
