import { Dispatch, useMemo } from "react";
import type { CartAction, CartLine as Line } from "./cartReducer";
import { formatCents } from "./money";

type Props = { line: Line; dispatch: Dispatch<CartAction> };

export function CartLine({ line, dispatch }: Props) {
  const lineTotal = useMemo(() => formatCents(line.unitCents * line.qty), [line.unitCents, line.qty]);

  return (
    <li className="cart-line">
      <span className="cart-line__name">{line.name}</span>
      <div className="cart-line__qty">
        <button
          type="button"
          aria-label={`Decrease quantity of ${line.name}`}
          onClick={() => dispatch({ type: "SET_QTY", sku: line.sku, qty: line.qty - 1 })}
        >
          -
        </button>
        <span aria-live="polite">{line.qty}</span>
        <button
          type="button"
          aria-label={`Increase quantity of ${line.name}`}
          onClick={() => dispatch({ type: "SET_QTY", sku: line.sku, qty: line.qty + 1 })}
        >
          +
        </button>
      </div>
      <span className="cart-line__total">{lineTotal}</span>
      <button type="button" onClick={() => dispatch({ type: "REMOVE_ITEM", sku: line.sku })}>
        Remove
      </button>
    </li>
  );
}
