import { useCart } from "./CartContext";
import type { CartItem } from "./cartReducer";

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

export function QuantityStepper({ item }: { item: CartItem }) {
  const { dispatch } = useCart();
  // the reducer clamps qty to 1..stock, so the buttons don't need to
  return (
    <div className="stepper">
      <button aria-label="less" onClick={() => dispatch({ type: "setQty", id: item.id, qty: item.qty - 1 })}>
        −
      </button>
      <span>{item.qty}</span>
      <button aria-label="more" onClick={() => dispatch({ type: "setQty", id: item.id, qty: item.qty + 1 })}>
        +
      </button>
    </div>
  );
}

export function CartLine({ item }: { item: CartItem }) {
  const { dispatch } = useCart();
  return (
    <li className="cart-line">
      <span className="name">{item.name}</span>
      {item.stock <= 3 && <span className="low-stock">Only {item.stock} left</span>}
      <QuantityStepper item={item} />
      <span className="price">{euro.format((item.priceCents * item.qty) / 100)}</span>
      <button className="remove" onClick={() => dispatch({ type: "remove", id: item.id })}>
        Remove
      </button>
    </li>
  );
}

export function CartBadge() {
  const { count, subtotal } = useCart();
  if (count === 0) return null;
  const label = `${count} item${count === 1 ? "" : "s"}, ${euro.format(subtotal / 100)}`;
  return (
    <span className="badge" title={label} aria-label={label}>
      {count}
    </span>
  );
}
