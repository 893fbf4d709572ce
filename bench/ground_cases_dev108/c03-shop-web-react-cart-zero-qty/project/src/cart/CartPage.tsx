import { CartItem } from "./CartItem";
import { formatPrice } from "./format";
import { useCart } from "./useCart";

export function CartPage() {
  const { items, add, decrement, clear, total, count } = useCart();

  const onClear = () => {
    if (window.confirm("确定要清空购物车吗？")) {
      clear();
    }
  };

  return (
    <section className="cart">
      <header className="cart__header">
        <h1>购物车</h1>
        <span className="cart__count">{count} 件</span>
        <button type="button" className="cart__clear" onClick={onClear} disabled={count === 0}>
          清空购物车
        </button>
      </header>
      {items.length === 0 && <p className="cart__empty">购物车还是空的~</p>}
      <ul className="cart__list">
        {items.map(item => (
          <CartItem
            key={item.sku}
            item={item}
            onAdd={() => add(item)}
            onRemoveOne={() => decrement(item.sku)}
          />
        ))}
      </ul>
      <footer className="cart__footer">
        <span>合计</span>
        <strong>{formatPrice(total)}</strong>
        <button type="button" className="cart__checkout" disabled={count === 0}>
          去结算
        </button>
      </footer>
    </section>
  );
}
