import { useCartTotals } from "../hooks/useCartTotals";
import { formatYuan } from "../utils/money";

export function CartSummary() {
  const { subtotal, discount, shipping, total } = useCartTotals();

  return (
    <section className="cart-summary">
      <dl>
        <dt>商品小计</dt>
        <dd>{formatYuan(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>优惠券</dt>
            <dd>-{formatYuan(discount)}</dd>
          </>
        )}
        <dt>运费</dt>
        <dd>{shipping === 0 ? "包邮" : formatYuan(shipping)}</dd>
        <dt>合计</dt>
        <dd className="total">{formatYuan(total)}</dd>
      </dl>
      <CheckoutButton disabled={total === 0} />
    </section>
  );
}

function CheckoutButton({ disabled }: { disabled: boolean }) {
  return (
    <a
      className={disabled ? "checkout checkout--disabled" : "checkout"}
      href={disabled ? undefined : "/checkout"}
      aria-disabled={disabled}
    >
      去结算
    </a>
  );
}
