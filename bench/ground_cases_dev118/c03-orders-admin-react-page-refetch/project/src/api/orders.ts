export type OrderStatus = "all" | "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  customer: string;
  amountCents: number;
  status: Exclude<OrderStatus, "all">;
  createdAt: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

const BASE_URL = import.meta.env.VITE_API_BASE ?? "http://localhost:8080/api";

export async function fetchOrders(status: OrderStatus, page: number, pageSize: number): Promise<OrderPage> {
  const params = new URLSearchParams({
    offset: String((page - 1) * pageSize),
    limit: String(pageSize),
  });
  if (status !== "all") {
    params.set("status", status);
  }
  const res = await fetch(`${BASE_URL}/orders?${params}`);
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  return res.json();
}
