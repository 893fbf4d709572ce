import { OrderHistory } from "@/components/OrderHistory";
import type { Order } from "@/lib/types";

async function fetchOrders(): Promise<Order[]> {
  const res = await fetch(`${process.env.API_BASE_URL}/orders`, { cache: "no-store" });
  if (!res.ok) throw new Error("failed to load orders");
  return res.json();
}

export default async function OrdersPage() {
  const orders = await fetchOrders();
  return (
    <main>
      <h1>注文履歴</h1>
      <OrderHistory orders={orders} />
    </main>
  );
}
