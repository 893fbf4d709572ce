import type { Order } from "../api/orders";
import { formatDate, formatTime } from "../utils/date";

export function OrderDetail({ order }: { order: Order }) {
  return (
    <dl>
      <dt>注文番号</dt>
      <dd>{order.number}</dd>
      <dt>注文日時</dt>
      <dd>
        {formatDate(order.orderedAt)} {formatTime(order.orderedAt)}
      </dd>
      <dt>お客様</dt>
      <dd>{order.customerName}</dd>
      <dt>明細</dt>
      <dd>
        <ul>
          {order.items.map((item) => (
            <li key={item.sku}>
              {item.name} × {item.quantity}
            </li>
          ))}
        </ul>
      </dd>
      <dt>合計</dt>
      <dd>{order.total.toLocaleString()}円</dd>
    </dl>
  );
}
