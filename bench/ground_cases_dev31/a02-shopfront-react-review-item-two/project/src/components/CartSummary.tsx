import type { CartTotals } from "../hooks/useCart";
import type { Currency } from "../types";

interface Props {
  totals: CartTotals;
  currency: Currency;
  couponCode?: string;
}

const SYMBOL: Record<Currency, string> = { EUR: "\u20ac", USD: "$", GBP: "\u00a3" };

export function formatMoney(amount: number, currency: Currency): string {
  return `${SYMBOL[currency]}${amount.toFixed(2)}`;
}

export function CartSummary({ totals, currency, couponCode }: Props) {
  return (
    <dl className="cart-summary">
      <dt>Subtotal</dt>
      <dd>{formatMoney(totals.subtotal, currency)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>Discount{couponCode ? ` (${couponCode})` : ""}</dt>
          <dd>-{formatMoney(totals.discount, currency)}</dd>
        </>
      )}
      <dt className="cart-total">Total</dt>
      <dd className="cart-total">{formatMoney(totals.total, currency)}</dd>
    </dl>
  );
}
