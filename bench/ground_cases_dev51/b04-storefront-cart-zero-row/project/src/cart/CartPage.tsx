import { useReducer } from "react";
import { cartReducer, initialCart } from "./cartReducer";
import { CartItemRow } from "./CartItemRow";
import { discount, itemCount, remainingForFreeShipping, subtotal, total, yen } from "./selectors";
import { startCheckout } from "../api/checkout";

export function CartPage() {
  const [cart, dispatch] = useReducer(cartReducer, initialCart);

  if (cart.items.length === 0) {
    return <p className="cart-empty">カートに商品がありません</p>;
  }

  return (
    <section className="cart">
      <h1>カート（{itemCount(cart)}点）</h1>
      <ul className="cart-list">
        {cart.items.map((item) => (
          <CartItemRow
            key={item.sku}
            item={item}
            onQuantityChange={(sku, quantity) => dispatch({ type: "setQuantity", sku, quantity })}
            onRemove={(sku) => dispatch({ type: "removeItem", sku })}
          />
        ))}
      </ul>
      <dl className="cart-summary">
        <dt>小計</dt>
        <dd>{yen.format(subtotal(cart))}</dd>
        {discount(cart) > 0 && (
          <>
            <dt>クーポン割引</dt>
            <dd>−{yen.format(discount(cart))}</dd>
          </>
        )}
        <dt>合計</dt>
        <dd>{yen.format(total(cart))}</dd>
      </dl>
      <p className="cart-shipping">
        {remainingForFreeShipping(cart) > 0
          ? `送料無料まであと ${yen.format(remainingForFreeShipping(cart))}`
          : "送料無料"}
      </p>
      <button type="button" className="cart-checkout" onClick={() => startCheckout(cart)}>
        レジに進む
      </button>
    </section>
  );
}
