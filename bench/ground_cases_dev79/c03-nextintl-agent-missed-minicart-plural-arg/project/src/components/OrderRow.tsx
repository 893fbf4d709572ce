import { useFormatter, useTranslations } from "next-intl";

export type Order = { id: string; number: string; placedAt: string; total: number; currency: string };

export default function OrderRow({ order }: { order: Order }) {
  const t = useTranslations("orders");
  const format = useFormatter();
  const placed = new Date(order.placedAt);

  return (
    <tr className="order-row">
      <td>{t("number", { number: order.number })}</td>
      <td>
        <time dateTime={order.placedAt}>{format.dateTime(placed, { year: "numeric", month: "2-digit", day: "2-digit" })}</time>
      </td>
      <td>{format.number(order.total, { style: "currency", currency: order.currency })}</td>
    </tr>
  );
}
