import { cartTotals, CartLine, itemCount } from "../lib/cart";
import { formatPrice } from "../lib/money";
import { rateLabel, TaxRate } from "../lib/tax";

interface Props {
  lines: CartLine[];
}

export function CartSummary({ lines }: Props) {
  const totals = cartTotals(lines);
  return (
    <section className="cart-summary">
      <p>{itemCount(lines)}点の商品</p>
      <dl>
        <dt>小計(税抜)</dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
        {Object.entries(totals.byRate).map(([rate, r]) => (
          <div key={rate} className="tax-row">
            <dt>消費税 {rateLabel(Number(rate) as TaxRate)} 対象 {formatPrice(r.base)}</dt>
            <dd>{formatPrice(r.tax)}</dd>
          </div>
        ))}
        <dt>消費税</dt>
        <dd>{formatPrice(totals.tax)}</dd>
        <dt className="total">合計(税込)</dt>
        <dd className="total">{formatPrice(totals.total)}</dd>
      </dl>
    </section>
  );
}

export default CartSummary;
