export type OrderStatus = "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  customer: string;
  city: string;
  amountCents: number;
  status: OrderStatus;
  createdAt: string;
}

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  const res = await fetch("/api/orders?limit=5000", { signal });
  if (!res.ok) throw new Error(`GET /api/orders: ${res.status}`);
  return (await res.json()) as Order[];
}
