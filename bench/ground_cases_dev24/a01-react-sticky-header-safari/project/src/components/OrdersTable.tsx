import clsx from "clsx";
import type { Order } from "../api/types";
import { formatDate, formatMoney } from "../utils/format";
import { StatusBadge } from "./StatusBadge";
import styles from "./OrdersTable.module.css";

type Props = {
  orders: Order[];
  selectedId?: string;
  onSelect: (id: string) => void;
};

export function OrdersTable({ orders, selectedId, onSelect }: Props) {
  if (orders.length === 0) {
    return <p className={styles.empty}>No orders match these filters.</p>;
  }

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Order</th>
            <th>Customer</th>
            <th>Status</th>
            <th className={styles.num}>Total</th>
            <th>Created</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className={clsx(styles.row, order.id === selectedId && styles.selected)}
              onClick={() => onSelect(order.id)}
            >
              <td className={styles.mono}>{order.number}</td>
              <td>{order.customerName}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td className={styles.num}>{formatMoney(order.totalCents, order.currency)}</td>
              <td>{formatDate(order.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
