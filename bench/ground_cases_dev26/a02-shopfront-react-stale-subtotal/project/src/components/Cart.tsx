import { useState } from "react";
import { CartRow } from "./CartRow";
import { CartSummary } from "./CartSummary";
import type { CartItem } from "../types";
import { validateItem } from "../utils/validate";

interface Props {
  initialItems: CartItem[];
  onCheckout: (items: CartItem[]) => void;
}

export function Cart({ initialItems, onCheckout }: Props) {
  const [items, setItems] = useState<CartItem[]>(initialItems);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const hasErrors = Object.keys(errors).length > 0;
  const canCheckout = items.length > 0 && !hasErrors;

  function updateQty(id: string, qty: number) {
    const next = items.map((it) => (it.id === id ? { ...it, qty } : it));
    setItems(next);
    const item = next.find((it) => it.id === id);
    const problem = item ? validateItem(item) : null;
    setErrors((prev) => {
      const copy = { ...prev };
      if (problem) copy[id] = problem;
      else delete copy[id];
      return copy;
    });
  }

  function removeItem(id: string) {
    setItems((prev) => prev.filter((it) => it.id !== id));
    setErrors((prev) => {
      if (!(id in prev)) return prev;
      const { [id]: _removed, ...rest } = prev;
      return rest;
    });
  }

  return (
    <section className="cart">
      <h2>Your cart</h2>
      {items.map((it) => (
        <CartRow
          key={it.id}
          item={it}
          error={errors[it.id]}
          onQtyChange={(qty) => updateQty(it.id, qty)}
          onRemoveItem={() => removeItem(it.id)}
        />
      ))}
      <CartSummary items={items} />
      <button className="btn-primary" disabled={!canCheckout} onClick={() => onCheckout(items)}>
        Checkout
      </button>
    </section>
  );
}
