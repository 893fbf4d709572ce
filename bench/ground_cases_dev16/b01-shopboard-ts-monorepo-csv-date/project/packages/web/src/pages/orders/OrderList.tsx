import { useQuery } from "@tanstack/react-query";
import { fetchOrders, type Order } from "../../api/orders";
import { formatDateTime } from "../../utils/date";
import { StatusBadge } from "../../components/StatusBadge";

function yen(n: number): string {
  return n.toLocaleString("ja-JP", { style: "currency", currency: "JPY" });
}

function Row({ order }: { order: Order }) {
  return (
    <tr>
      <td>{order.orderNumber}</td>
      <td>{formatDateTime(order.orderedAt)}</td>
      <td>{order.customerName}</td>
      <td className="num">{order.itemCount}</td>
      <td className="num">{yen(order.totalYen)}</td>
      <td>
        <StatusBadge status={order.status} />
      </td>
    </tr>
  );
}

export function OrderList() {
  const { data, isLoading } = useQuery({ queryKey: ["orders"], queryFn: () => fetchOrders() });
  if (isLoading) return <p>読み込み中…</p>;
  return (
    <table className="orders">
      <thead>
        <tr>
          <th>注文番号</th>
          <th>注文日時</th>
          <th>顧客</th>
          <th>商品数</th>
          <th>合計</th>
          <th>状態</th>
        </tr>
      </thead>
      <tbody>
        {data?.map((o) => <Row key={o.orderNumber} order={o} />)}
      </tbody>
    </table>
  );
}
