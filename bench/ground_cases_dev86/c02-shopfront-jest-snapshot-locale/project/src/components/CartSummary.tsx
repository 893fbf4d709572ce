import { Cart, itemCount, subtotal, total } from '../cart';
import { PriceTag } from './PriceTag';

export function CartSummary({ cart }: { cart: Cart }) {
  const count = itemCount(cart);
  if (count === 0) {
    return <p className="cart-empty">购物车是空的</p>;
  }
  return (
    <section className="cart-summary">
      <p>共 {count} 件商品</p>
      <PriceTag amount={total(cart)} original={subtotal(cart)} discount={cart.discount} />
    </section>
  );
}
