import { Link } from "react-router-dom";
import { useCart, totalCents } from "../store/cart";

const money = (cents: number) => (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

export default function CartPage() {
  const { state, dispatch } = useCart();

  if (state.items.length === 0) {
    return (
      <section className="cart cart--empty">
        <p>Your cart is empty.</p>
        <Link to="/">Keep shopping</Link>
      </section>
    );
  }

  return (
    <section className="cart">
      <ul>
        {state.items.map((item) => (
          <li key={item.productId} className="cart__line">
            <span className="cart__name">{item.name}</span>
            <input
              type="number"
              min={1}
              value={item.qty}
              onChange={(e) =>
                dispatch({ type: "setQty", productId: item.productId, qty: Number(e.target.value) })
              }
            />
            <span className="cart__price">{money(item.priceCents * item.qty)}</span>
            <button onClick={() => dispatch({ type: "remove", productId: item.productId })}>Remove</button>
          </li>
        ))}
      </ul>
      <button className="cart__clear" onClick={() => dispatch({ type: "clear" })}>
        Clear cart
      </button>
      <p className="cart__total">Total: {money(totalCents(state))}</p>
      <Link className="button" to="/checkout">Checkout</Link>
    </section>
  );
}
