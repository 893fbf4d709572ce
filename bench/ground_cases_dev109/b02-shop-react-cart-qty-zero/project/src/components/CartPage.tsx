import { useCart, type CartItem } from "../cart/useCart";
import { CartBadge } from "./CartBadge";

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

function Row({ item, onQty, onRemove }: { item: CartItem; onQty: (q: number) => void; onRemove: () => void }) {
  return (
    <tr>
      <td>{item.name}</td>
      <td>{yen.format(item.price)}</td>
      <td>
        <input
          type="number"
          min={0}
          value={item.qty}
          onChange={(e) => onQty(Number(e.target.value))}
        />
      </td>
      <td>
        <button type="button" onClick={onRemove}>削除</button>
      </td>
    </tr>
  );
}

export function CartPage({ initial }: { initial?: CartItem[] }) {
  const cart = useCart(initial);
  return (
    <section>
      <header>
        <CartBadge count={cart.count} />
      </header>
      <table>
        <tbody>
          {cart.items.map((item) => (
            <Row key={item.id} item={item} onQty={(q) => cart.setQty(item.id, q)} onRemove={() => cart.remove(item.id)} />
          ))}
        </tbody>
      </table>
      <p>小計: {yen.format(cart.subtotal)}</p>
      <button
        type="button"
        disabled={cart.items.length === 0}
        onClick={() => window.confirm("カートを空にしますか？") && cart.clear()}
      >
        カートを空にする
      </button>
    </section>
  );
}
