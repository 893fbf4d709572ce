import { useCart } from "../cart/CartContext";
import { subtotalCents } from "../cart/cartReducer";

const FREE_SHIPPING_CENTS = 5000;

const currency = new Intl.NumberFormat(undefined, { style: "currency", currency: "EUR" });

function money(cents: number): string {
  return currency.format(cents / 100);
}

export function CartPage() {
  const { cart, dispatch } = useCart();
  const subtotal = subtotalCents(cart);

  if (cart.items.length === 0) {
    return <p className="cart-empty">Your cart is empty.</p>;
  }

  return (
    <section className="cart">
      <ul className="cart__items">
        {cart.items.map((item) => (
          <li key={item.sku} className="cart__item">
            <span className="cart__name">{item.name}</span>
            <span className="cart__qty">
              <button
                aria-label={`One less ${item.name}`}
                disabled={item.qty <= 1}
                onClick={() => dispatch({ type: "setQty", sku: item.sku, qty: item.qty - 1 })}
              >
                −
              </button>
              <span>{item.qty}</span>
              <button
                aria-label={`One more ${item.name}`}
                onClick={() => dispatch({ type: "setQty", sku: item.sku, qty: item.qty + 1 })}
              >
                +
              </button>
            </span>
            <span className="cart__price">{money(item.priceCents * item.qty)}</span>
            <button onClick={() => dispatch({ type: "remove", sku: item.sku })}>Remove</button>
          </li>
        ))}
      </ul>
      <p className="cart__subtotal">Subtotal: {money(subtotal)}</p>
      <p className="cart__shipping">
        {subtotal >= FREE_SHIPPING_CENTS
          ? "You get free shipping!"
          : `Add ${money(FREE_SHIPPING_CENTS - subtotal)} more for free shipping.`}
      </p>
    </section>
  );
}
