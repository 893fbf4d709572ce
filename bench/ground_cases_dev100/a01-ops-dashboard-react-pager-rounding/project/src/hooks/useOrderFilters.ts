import { useCallback, useState } from "react";
import type { OrderStatus } from "../api/orders";

export interface OrderFilters {
  status?: OrderStatus;
  q: string;
}

const EMPTY: OrderFilters = { q: "" };

/**
 * Filter state of the orders screen. The status chips call setStatus with a status
 * or "all"; the search box calls setQuery on every keystroke (the table debounces).
 */
export function useOrderFilters(initial: OrderFilters = EMPTY) {
  const [filters, setFilters] = useState<OrderFilters>(initial);

  const setStatus = useCallback((status: OrderStatus | "all") => {
    setFilters((prev) => (status === "all" ? { ...prev, status: undefined } : { ...prev, status }));
  }, []);

  const setQuery = useCallback((q: string) => {
    setFilters((prev) => ({ ...prev, q }));
  }, []);

  const reset = useCallback(() => setFilters(EMPTY), []);

  const active = filters.status !== undefined || filters.q.trim() !== "";

  return { filters, setStatus, setQuery, reset, active };
}

export function describeFilters(filters: OrderFilters): string {
  const parts: string[] = [];
  if (filters.status) parts.push(`status: ${filters.status}`);
  if (filters.q.trim()) parts.push(`"${filters.q.trim()}"`);
  return parts.length ? parts.join(", ") : "all orders";
}
