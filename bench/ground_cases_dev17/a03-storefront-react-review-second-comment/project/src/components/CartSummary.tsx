import { useCart } from "../hooks/useCart";
import { formatPrice } from "../lib/money";
import { CheckoutButton } from "./CheckoutButton";

export function CartSummary() {
  const { items, totalQuantity, total, saved, isEmpty } = useCart();

  if (isEmpty) {
    return (
      <aside className="cart-summary cart-summary--empty">
        <p>Your cart is empty.</p>
      </aside>
    );
  }

  return (
    <aside className="cart-summary">
      <h2>
        Cart <span className="cart-summary__count">({totalQuantity})</span>
      </h2>
      <ul className="cart-summary__lines">
        {items.map((item) => (
          <li key={item.sku}>
            <span>
              {item.quantity} × {item.title}
            </span>
            <span>{formatPrice({ cents: item.salePrice.cents * item.quantity, currency: item.salePrice.currency })}</span>
          </li>
        ))}
      </ul>
      {saved.cents > 0 && (
        <p className="cart-summary__savings">You save {formatPrice(saved)}</p>
      )}
      <p className="cart-summary__total">
        Total <strong>{formatPrice(total)}</strong>
      </p>
      <CheckoutButton />
    </aside>
  );
}
