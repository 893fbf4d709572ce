import { useEffect, useState } from "react";
import { useDebounce } from "../hooks/useDebounce";
import { formatPrice, lineTotal } from "../utils/price";

export interface CartItem {
  sku: string;
  name: string;
  price: number;
  qty: number;
}

interface Props {
  items: CartItem[];
  onQtyChange: (sku: string, qty: number) => void;
  onRemove: (sku: string) => void;
}

function QtyInput({ item, onChange }: { item: CartItem; onChange: (qty: number) => void }) {
  const [qty, setQty] = useState(item.qty);
  const debouncedQty = useDebounce(qty, 500);

  useEffect(() => {
    if (debouncedQty !== item.qty) onChange(debouncedQty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedQty]);

  return (
    <input type="number" min={1} max={99} value={qty} onChange={(e) => setQty(Number(e.target.value) || 1)} />
  );
}

export function CartList({ items, onQtyChange, onRemove }: Props) {
  if (items.length === 0) return <p className="cart-empty">购物车是空的</p>;
  return (
    <ul className="cart-list">
      {items.map((item) => (
        <li key={item.sku} className="cart-line">
          <span className="cart-name">{item.name}</span>
          <QtyInput item={item} onChange={(qty) => onQtyChange(item.sku, qty)} />
          <span className="cart-total">{formatPrice(lineTotal(item.price, item.qty))}</span>
          <button onClick={() => onRemove(item.sku)}>删除</button>
        </li>
      ))}
    </ul>
  );
}
