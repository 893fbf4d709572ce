import { useCart, type CartItem } from "../hooks/useCart";
import { formatYen, pluralItems, sumBy } from "../lib/format";
import { CartRow } from "./CartRow";

type Props = { initial: CartItem[]; onCheckout: (items: CartItem[]) => void };

export function Cart({ initial, onCheckout }: Props) {
  const { items, increment, decrement, remove, total } = useCart(initial);

  if (items.length === 0) {
    return <p className="cart-empty">カートは空です</p>;
  }

  return (
    <section className="cart">
      <ul>
        {items.map((it) => (
          <CartRow key={it.sku} item={it} onIncrement={increment} onDecrement={decrement} onRemove={remove} />
        ))}
      </ul>
      <footer className="cart__footer">
        <span>合計 {formatYen(total)}</span>
        <span className="cart__count">{pluralItems(sumBy(items, (it) => it.qty))}</span>
        <button onClick={() => onCheckout(items)} disabled={items.length === 0}>
          レジに進む
        </button>
      </footer>
    </section>
  );
}

export default Cart;
