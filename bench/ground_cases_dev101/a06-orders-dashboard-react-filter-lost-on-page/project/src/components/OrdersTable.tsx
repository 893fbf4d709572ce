import type { Order } from "../api/orders";
import { formatDate, formatMoney, STATUS_LABELS } from "../hooks/useOrders";

interface Props {
  orders: Order[];
  loading: boolean;
}

const SKELETON_ROWS = 8;

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={i} className="orders-table__skeleton" aria-hidden="true">
          {Array.from({ length: 5 }, (_, j) => (
            <td key={j}>
              <span className="skeleton-bar" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function OrdersTable({ orders, loading }: Props) {
  if (!loading && orders.length === 0) {
    return <p className="orders-table__empty">No orders match these filters.</p>;
  }

  return (
    <table className="orders-table" aria-busy={loading}>
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>Status</th>
          <th className="num">Total</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        {loading ? <SkeletonRows /> : orders.map((order) => (
          <tr key={order.id}>
            <td>{order.number}</td>
            <td>{order.customerName}</td>
            <td>
              <span className={`badge badge--${order.status}`}>{STATUS_LABELS[order.status]}</span>
            </td>
            <td className="num">{formatMoney(order.totalCents, order.currency)}</td>
            <td>{formatDate(order.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
