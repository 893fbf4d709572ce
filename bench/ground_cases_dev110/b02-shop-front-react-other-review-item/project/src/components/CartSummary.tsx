import { useMemo } from "react";
import type { CartItem } from "../hooks/useCart";

type Props = {
  items: CartItem[];
  couponRate: number;
  onRemove: (sku: string) => void;
};

export function CartSummary({ items, couponRate, onRemove }: Props) {
  const total = useMemo(() => {
    const subtotal = items.reduce((sum, i) => sum + i.price * i.qty, 0);
    return Math.round(subtotal * (1 - couponRate));
  }, [items, couponRate]);

  if (items.length === 0) {
    return <p className="cart-empty">カートは空です</p>;
  }

  return (
    <section className="cart-summary">
      <ul>
        {items.map((item) => (
          <li key={item.sku}>
            <span>{item.name}</span>
            <span>× {item.qty}</span>
            <span>¥{item.price * item.qty}</span>
            <button onClick={() => onRemove(item.sku)}>削除</button>
          </li>
        ))}
      </ul>
      <p className="cart-total">合計: ¥{total}</p>
    </section>
  );
}
