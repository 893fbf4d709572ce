import { useEffect, useReducer } from "react";
import { cartReducer, initialCart, subtotal } from "./cartReducer";
import { QuantityStepper } from "./QuantityStepper";

const STORAGE_KEY = "teashop.cart";
const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

function load() {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw ? JSON.parse(raw) : initialCart;
}

export function CartPage() {
  const [cart, dispatch] = useReducer(cartReducer, undefined, load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cart));
  }, [cart]);

  if (cart.items.length === 0) {
    return <p className="cart-empty">Your basket is empty.</p>;
  }

  return (
    <section className="cart">
      <ul>
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <QuantityStepper
              qty={item.qty}
              label={item.name}
              onChange={(qty) => dispatch({ type: "setQty", id: item.id, qty })}
            />
            <span>{euro.format(item.unitPrice * item.qty)}</span>
          </li>
        ))}
      </ul>
      <p className="cart-subtotal">Subtotal: {euro.format(subtotal(cart))}</p>
      <button type="button" className="cart-clear" onClick={() => dispatch({ type: "clear" })}>
        Clear basket
      </button>
    </section>
  );
}
