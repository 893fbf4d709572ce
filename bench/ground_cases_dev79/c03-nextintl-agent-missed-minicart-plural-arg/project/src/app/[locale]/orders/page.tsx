import { getTranslations } from "next-intl/server";
import OrderRow, { type Order } from "@/components/OrderRow";

async function fetchOrders(): Promise<Order[]> {
  const res = await fetch(`${process.env.API_URL}/v1/orders`, { cache: "no-store" });
  if (!res.ok) return [];
  return res.json();
}

export default async function OrdersPage() {
  const t = await getTranslations("orders");
  const orders = await fetchOrders();
  return (
    <section>
      <h1>{t("title")}</h1>
      <table>
        <tbody>
          {orders.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
