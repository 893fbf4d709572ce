import { Cart } from '../api/cart';
import { formatPrice } from '../utils/format';

interface Props {
  cart: Cart;
  onCheckout: () => void;
}

// Right-hand box on the cart page: subtotal, coupon, shipping, total.
export function CartSummary({ cart, onCheckout }: Props) {
  const subtotal = cart.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = Number(cart.discount);
  const shipping = Number(cart.shipping);
  const total = Number(subtotal) - discount + shipping;
  const empty = cart.lines.length === 0;

  return (
    <aside className="cart-summary">
      <h2>订单摘要</h2>
      <dl>
        <dt>商品小计</dt>
        <dd>{formatPrice(subtotal)}</dd>
        {cart.couponCode && (
          <>
            <dt>优惠券 {cart.couponCode}</dt>
            <dd className="discount">-{formatPrice(discount)}</dd>
          </>
        )}
        <dt>运费</dt>
        <dd>{shipping === 0 ? '免运费' : formatPrice(shipping)}</dd>
        <dt className="total">应付</dt>
        <dd className="total">{formatPrice(total)}</dd>
      </dl>
      <button type="button" disabled={empty} onClick={onCheckout}>
        去结算
      </button>
    </aside>
  );
}
