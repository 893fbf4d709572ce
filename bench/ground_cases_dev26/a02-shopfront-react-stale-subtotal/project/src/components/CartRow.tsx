import type { CartItem } from "../types";
import { formatCents } from "../utils/money";

interface Props {
  item: CartItem;
  error?: string;
  onQtyChange: (qty: number) => void;
  onRemoveItem: () => void;
}

export function CartRow({ item, error, onQtyChange, onRemoveItem }: Props) {
  return (
    <div className={error ? "cart-row has-error" : "cart-row"}>
      <img src={item.imageUrl} alt="" width={48} height={48} />
      <div className="name">{item.name}</div>
      <input
        type="number"
        min={1}
        max={item.stock}
        value={item.qty}
        onChange={(e) => onQtyChange(Number(e.target.value))}
        aria-label={`Quantity for ${item.name}`}
      />
      <div className="price">{formatCents(item.priceCents * item.qty)}</div>
      <button className="link" onClick={onRemoveItem} aria-label={`Remove ${item.name}`}>
        Remove
      </button>
      {error && <p className="error">{error}</p>}
    </div>
  );
}
