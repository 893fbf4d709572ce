import { keepPreviousData, useQuery } from "@tanstack/react-query";

export type OrderStatus = "pending" | "paid" | "shipped" | "refunded" | "cancelled";

export interface Order {
  id: string;
  number: number;
  customerName: string;
  placedAt: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
}

export interface OrdersPage {
  items: Order[];
  total: number;
}

export interface OrdersQuery {
  status: OrderStatus | "all";
  offset: number;
  limit: number;
}

export async function fetchOrders({ status, offset, limit }: OrdersQuery): Promise<OrdersPage> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit), sort: "-placed_at" });
  if (status !== "all") params.set("status", status);
  const response = await fetch(`/api/orders?${params}`, { credentials: "include" });
  if (!response.ok) {
    throw new Error(`GET /api/orders failed with ${response.status}`);
  }
  return (await response.json()) as OrdersPage;
}

export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: ["orders", query],
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
  });
}
