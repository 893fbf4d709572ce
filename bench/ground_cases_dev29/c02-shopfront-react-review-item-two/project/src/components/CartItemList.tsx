import { CartLine } from '../api/cart';
import { formatPrice } from '../utils/format';

interface Props {
  lines: CartLine[];
  onQty: (lineId: string, qty: number) => void;
  onRemove: (lineId: string) => void;
}

export function CartItemList({ lines, onQty, onRemove }: Props) {
  if (lines.length === 0) {
    return <p className="cart-empty">购物车是空的</p>;
  }
  return (
    <ul className="cart-lines">
      {lines.map((line, index) => (
        <li key={index} className="cart-line">
          {line.imageUrl && <img src={line.imageUrl} alt="" width={64} height={64} />}
          <span className="title">{line.title}</span>
          <input
            type="number"
            min={1}
            defaultValue={line.qty}
            onBlur={(e) => onQty(line.id, Number(e.currentTarget.value))}
          />
          <span className="price">{formatPrice(line.lineTotal)}</span>
          <button type="button" onClick={() => onRemove(line.id)}>
            删除
          </button>
        </li>
      ))}
    </ul>
  );
}
