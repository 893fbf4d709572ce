import { useCart } from "../cart/CartContext";
import { cartTotalCents } from "../cart/cartReducer";
import { formatPrice, itemCountLabel } from "../utils/price";

interface Props {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: Props) {
  const { state, dispatch } = useCart();
  if (!open) return null;

  return (
    <aside className="cart-drawer" aria-label="购物车">
      <header>
        <h2>{itemCountLabel(state.items.length)}</h2>
        <button onClick={onClose} aria-label="关闭">×</button>
      </header>
      {state.items.length === 0 && <p className="empty">购物车空空如也，去逛逛吧</p>}
      <ul>
        {state.items.map((item) => (
          <li key={item.sku}>
            <span>{item.name}</span>
            <input
              type="number"
              min={0}
              value={item.qty}
              onChange={(e) => dispatch({ type: "SET_QTY", sku: item.sku, qty: Number(e.target.value) })}
            />
            <span>{formatPrice(item.priceCents * item.qty)}</span>
            <button onClick={() => dispatch({ type: "REMOVE_ITEM", sku: item.sku })}>删除</button>
          </li>
        ))}
      </ul>
      <footer>
        合计 {formatPrice(cartTotalCents(state))}
        {state.items.length > 0 && (
          <button
            className="clear"
            onClick={() => {
              if (window.confirm("确定清空购物车吗？")) dispatch({ type: "CLEAR" });
            }}
          >
            清空购物车
          </button>
        )}
      </footer>
    </aside>
  );
}
