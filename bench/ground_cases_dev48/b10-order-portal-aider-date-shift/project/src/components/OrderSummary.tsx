import { formatPrice, formatQuantity, type Currency } from "../lib/format";

export type OrderLine = {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
};

type Props = {
  lines: OrderLine[];
  currency: Currency;
  shipping: number;
};

export function OrderSummary({ lines, currency, shipping }: Props) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const count = lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <section className="order-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">ご注文内容（{formatQuantity(count)}）</h2>
      <ul>
        {lines.map((l) => (
          <li key={l.sku}>
            <span>{l.name}</span>
            <span>
              {formatPrice(l.unitPrice, currency)} × {l.quantity}
            </span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>小計</dt>
        <dd>{formatPrice(subtotal, currency)}</dd>
        <dt>送料</dt>
        <dd>{shipping === 0 ? "無料" : formatPrice(shipping, currency)}</dd>
        <dt>合計</dt>
        <dd className="total">{formatPrice(subtotal + shipping, currency)}</dd>
      </dl>
    </section>
  );
}
