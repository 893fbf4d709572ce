import type { Order } from "./format";

const BASE = process.env.ORDERS_API_URL ?? "http://localhost:8080";

export async function fetchOrders(): Promise<Order[]> {
  const res = await fetch(`${BASE}/orders`, {
    headers: { Authorization: `Bearer ${process.env.ORDERS_API_TOKEN ?? ""}` },
    cache: "no-store",
  });
  if (!res.ok) {
    throw new Error(`orders api: ${res.status}`);
  }
  return (await res.json()) as Order[];
}
