import type { CartItem } from '../lib/cart';
import { cartTotal, subtotal } from '../lib/cart';
import { formatPrice, remainingForFreeShipping, savedCents, shippingFee } from '../utils/money';
import { DiscountBadge } from './DiscountBadge';

interface Props {
  items: CartItem[];
  onCheckout: () => void;
}

export function CartSummary({ items, onCheckout }: Props) {
  const sub = subtotal(items);
  const fee = shippingFee(sub);
  const missing = remainingForFreeShipping(sub);
  const saved = savedCents(items);

  return (
    <section className="cart-summary" aria-label="订单小结">
      <dl>
        <dt>商品小计</dt>
        <dd>{formatPrice(sub)}</dd>
        <dt>运费</dt>
        <dd data-testid="shipping">{fee === 0 ? '免运费' : formatPrice(fee)}</dd>
        <dt>合计</dt>
        <dd data-testid="total">{formatPrice(cartTotal(items))}</dd>
      </dl>
      {saved > 0 && <DiscountBadge savedCents={saved} />}
      {missing > 0 && sub > 0 && (
        <p className="cart-summary__hint">再买 {formatPrice(missing)} 即可免运费</p>
      )}
      <button type="button" disabled={items.length === 0} onClick={onCheckout}>
        去结算
      </button>
    </section>
  );
}
