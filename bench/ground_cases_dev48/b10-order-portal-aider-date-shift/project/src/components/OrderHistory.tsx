import { formatDate, formatPrice, type Currency } from "../lib/format";
import { formatRelative } from "../lib/relativeTime";

export type PastOrder = {
  id: string;
  /** Calendar date of the order as the API sends it, e.g. "2025-03-01". */
  orderedOn: string;
  /** Last status change, full ISO timestamp. */
  updatedAt: string;
  total: number;
  currency: Currency;
  status: "processing" | "shipped" | "delivered" | "cancelled";
};

const STATUS_LABEL: Record<PastOrder["status"], string> = {
  processing: "準備中",
  shipped: "発送済み",
  delivered: "お届け済み",
  cancelled: "キャンセル",
};

export function OrderHistory({ orders }: { orders: PastOrder[] }) {
  if (orders.length === 0) {
    return <p>注文履歴はまだありません。</p>;
  }

  return (
    <table className="order-history">
      <thead>
        <tr>
          <th>注文日</th>
          <th>注文番号</th>
          <th>合計</th>
          <th>状態</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>{formatDate(o.orderedOn)}</td>
            <td>{o.id}</td>
            <td>{formatPrice(o.total, o.currency)}</td>
            <td>
              {STATUS_LABEL[o.status]}
              <small title={o.updatedAt}>（{formatRelative(o.updatedAt)}更新）</small>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
