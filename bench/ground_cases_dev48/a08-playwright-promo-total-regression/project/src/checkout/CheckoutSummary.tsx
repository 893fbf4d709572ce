import { formatEUR, lineTotal } from "../lib/money";
import type { CartLine } from "./types";

type Props = {
  lines: CartLine[];
  shippingCents: number;
  promo?: { code: string; discountCents: number } | null;
};

export function CheckoutSummary({ lines, shippingCents, promo }: Props) {
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l.unitCents, l.qty), 0);
  const discount = promo ? Math.min(promo.discountCents, subtotal) : 0;
  const rows = [
    { label: "Subtotal", value: formatEUR(subtotal) },
    { label: "Shipping", value: shippingCents === 0 ? "Free" : formatEUR(shippingCents) },
    ...(promo ? [{ label: `Discount (${promo.code})`, value: `−${formatEUR(discount)}`, className: "summary__discount" }] : []),
  ];
  const total = subtotal + shippingCents;

  return (
    <aside className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <ul className="summary__lines">
        {lines.map((l) => (
          <li key={l.sku}>
            <span>
              {l.qty} × {l.name}
            </span>
            <span>{formatEUR(lineTotal(l.unitCents, l.qty))}</span>
          </li>
        ))}
      </ul>
      <dl className="summary__totals">
        {rows.map((row) => (
          <div key={row.label} className={row.className}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="summary__total">
          <dt>Total</dt>
          <dd data-testid="total">{formatEUR(total)}</dd>
        </div>
      </dl>
    </aside>
  );
}
