import { STATUS_LABELS, type Order } from "../api/orders";
import { formatDate, formatYen, truncate } from "../utils/format";

interface Props {
  orders: Order[];
  loading: boolean;
  onSelect: (order: Order) => void;
}

export function OrderTable({ orders, loading, onSelect }: Props) {
  if (!loading && orders.length === 0) {
    return <p className="empty">該当する注文はありません</p>;
  }
  return (
    <table className={loading ? "orders loading" : "orders"}>
      <thead>
        <tr>
          <th>注文番号</th>
          <th>注文日</th>
          <th>顧客名</th>
          <th>ステータス</th>
          <th className="num">金額</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} onClick={() => onSelect(o)}>
            <td>{o.number}</td>
            <td>{formatDate(o.orderedAt)}</td>
            <td title={o.customerName}>{truncate(o.customerName, 20)}</td>
            <td>
              <span className={`badge badge-${o.status}`}>{STATUS_LABELS[o.status]}</span>
            </td>
            <td className="num">{formatYen(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
