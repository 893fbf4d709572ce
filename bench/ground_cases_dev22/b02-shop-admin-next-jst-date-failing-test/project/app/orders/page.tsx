import { fetchOrders } from "@/lib/api";
import { formatOrderDate, formatYen, orderCountLabel, statusLabel } from "@/lib/format";

export const dynamic = "force-dynamic";

export default async function OrdersPage() {
  const orders = await fetchOrders();

  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-xl font-bold">注文一覧</h1>
      <p className="text-sm text-gray-500">{orderCountLabel(orders.length)}</p>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr>
            <th className="text-left">注文番号</th>
            <th className="text-left">注文日</th>
            <th className="text-right">金額</th>
            <th className="text-left">状態</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-t">
              <td>{o.id}</td>
              <td>{formatOrderDate(o.createdAt)}</td>
              <td className="text-right">{formatYen(o.totalYen)}</td>
              <td>{statusLabel(o.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
