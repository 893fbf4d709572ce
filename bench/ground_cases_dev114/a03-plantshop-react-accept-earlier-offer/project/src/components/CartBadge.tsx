import { useEffect, useRef, useState } from "react";
import { useCart } from "../cart/CartContext";
import { itemCount } from "../cart/cartReducer";

export function CartBadge({ onOpen }: { onOpen: () => void }) {
  const { cart } = useCart();
  const count = itemCount(cart);
  const [bump, setBump] = useState(false);
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setBump(true);
    const timer = setTimeout(() => setBump(false), 300);
    return () => clearTimeout(timer);
  }, [count]);

  return (
    <button className="cart-badge" onClick={onOpen} aria-label={`Cart, ${count} items`}>
      <span className="cart-badge__icon" aria-hidden>🛒</span>
      {count > 0 && <span className={bump ? "cart-badge__count is-bumping" : "cart-badge__count"}>{count}</span>}
    </button>
  );
}
