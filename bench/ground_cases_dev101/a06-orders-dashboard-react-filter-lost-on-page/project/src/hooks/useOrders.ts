import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchOrders, type OrdersQuery } from "../api/orders";

/**
 * One page of orders for the current filters. The previous page stays on screen while
 * the next one loads, so the table doesn't collapse when paging.
 */
export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: ["orders", query.status, query.page, query.pageSize, query.search],
    queryFn: ({ signal }) => fetchOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(cents / 100);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    year: "numeric",
    month: "short",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

export const STATUS_LABELS = {
  pending: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  refunded: "Refunded",
} as const;
