import { Locale, t } from "../i18n";
import { formatCount, formatDate, formatPrice, refundText } from "../i18n/format";

export interface OrderRow {
  id: string;
  placedAt: string;
  status: "paid" | "shipped" | "delivered" | "cancelled";
  itemCount: number;
  totalFen: number;
  refundedFen: number;
}

interface Props {
  locale: Locale;
  orders: OrderRow[];
}

export function OrderList({ locale, orders }: Props) {
  if (orders.length === 0) {
    return <p className="empty">{t(locale, "cart.empty")}</p>;
  }
  return (
    <ul className="order-list">
      {orders.map((o) => (
        <li key={o.id} className="order-row">
          <span className="order-row__date">{t(locale, "order.placedAt", { date: formatDate(locale, o.placedAt) })}</span>
          <span className="order-row__status">{t(locale, `order.status.${o.status}`)}</span>
          <span className="order-row__count">{formatCount(locale, o.itemCount)}</span>
          <span className="order-row__total">{formatPrice(locale, o.totalFen)}</span>
          {o.refundedFen > 0 && (
            <span className="order-row__refund">{refundText(locale, o.refundedFen, o.refundedFen >= o.totalFen)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
