import type { ChangeEvent } from "react";
import { useCart } from "../cart/CartContext";
import type { CartLine } from "../cart/cartReducer";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function CartLineRow({ line }: { line: CartLine }) {
  const { dispatch } = useCart();

  const setQty = (qty: number) => dispatch({ type: "setQty", sku: line.sku, qty });

  return (
    <li className="cart-line">
      <span className="cart-line__name">{line.name}</span>
      <div className="cart-line__qty">
        <button type="button" aria-label="Decrease" onClick={() => setQty(line.qty - 1)}>
          -
        </button>
        <input
          value={line.qty}
          inputMode="numeric"
          onChange={(e: ChangeEvent<HTMLInputElement>) => setQty(Number(e.target.value) || 0)}
        />
        <button type="button" aria-label="Increase" onClick={() => setQty(line.qty + 1)}>
          +
        </button>
      </div>
      <span className="cart-line__price">{money.format((line.qty * line.unitPriceCents) / 100)}</span>
      <button type="button" className="cart-line__remove" onClick={() => dispatch({ type: "remove", sku: line.sku })}>
        Remove
      </button>
    </li>
  );
}
