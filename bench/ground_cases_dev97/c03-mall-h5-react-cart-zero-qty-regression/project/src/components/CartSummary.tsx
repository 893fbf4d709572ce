import { formatPrice } from "../utils/money";

interface Props {
  subtotalCents: number;
  couponCode: string | null;
}

const FREE_SHIPPING_CENTS = 9900;
const SHIPPING_CENTS = 1000;

export function CartSummary({ subtotalCents, couponCode }: Props) {
  const shipping = subtotalCents >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_CENTS;
  const total = subtotalCents + shipping;
  const gap = FREE_SHIPPING_CENTS - subtotalCents;

  return (
    <section className="cart-summary">
      <div>
        商品合计 <strong>{formatPrice(subtotalCents)}</strong>
      </div>
      <div>运费 {shipping === 0 ? "免运费" : formatPrice(shipping)}</div>
      {gap > 0 && <div className="cart-hint">再买 {formatPrice(gap)} 免运费</div>}
      {couponCode && <div className="cart-coupon">已选优惠券：{couponCode}（结算时抵扣）</div>}
      <div className="cart-total">
        应付 <strong>{formatPrice(total)}</strong>
      </div>
      <button className="cart-checkout" disabled={subtotalCents === 0}>
        去结算
      </button>
    </section>
  );
}
