import { useReducer } from "react";
import { cartReducer, initialCart, itemCount } from "../cart/cartReducer";
import { amountToFreeShipping, formatPrice, subtotalCents, totalCents } from "../cart/money";

export function Cart() {
  const [cart, dispatch] = useReducer(cartReducer, initialCart);
  const subtotal = subtotalCents(cart.items);
  const missing = amountToFreeShipping(subtotal);

  if (cart.items.length === 0) {
    return <p className="cart-empty">Your cart is empty.</p>;
  }

  return (
    <section className="cart">
      <h2>Cart ({itemCount(cart)})</h2>
      <ul>
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <button aria-label={`less ${item.name}`} onClick={() => dispatch({ type: "decrement", id: item.id })}>-</button>
            <span className="qty">{item.qty}</span>
            <button aria-label={`more ${item.name}`} onClick={() => dispatch({ type: "increment", id: item.id })}>+</button>
            <span className="price">{formatPrice(item.priceCents * item.qty)}</span>
          </li>
        ))}
      </ul>
      {missing > 0 && <p className="hint">Add {formatPrice(missing)} more for free shipping</p>}
      <p className="subtotal">Subtotal: {formatPrice(subtotal)}</p>
      <p className="total">Total: {formatPrice(totalCents(cart.items, cart.coupon))}</p>
      <button className="cart-clear" onClick={() => dispatch({ type: "clear" })}>
        Clear cart
      </button>
    </section>
  );
}
