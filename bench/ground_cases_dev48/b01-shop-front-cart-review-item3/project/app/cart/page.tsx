"use client";

import Link from "next/link";
import { useCart } from "@/context/CartContext";
import { formatPrice } from "@/lib/format";

export default function CartPage() {
  const { items, updateQuantity, removeItem, total } = useCart();

  if (items.length === 0) {
    return (
      <section>
        <h1>カート</h1>
        <p>カートは空です。</p>
        <Link href="/products">買い物を続ける</Link>
      </section>
    );
  }

  return (
    <section>
      <h1>カート</h1>
      <table className="cart-table">
        <tbody>
          {items.map((item) => (
            <tr key={item.productId}>
              <td>{item.name}</td>
              <td>{formatPrice(item.price)}</td>
              <td>
                <button onClick={() => updateQuantity(item.productId, item.quantity - 1)} aria-label="1つ減らす">
                  −
                </button>
                <span>{item.quantity}</span>
                <button onClick={() => updateQuantity(item.productId, item.quantity + 1)} aria-label="1つ増やす">
                  ＋
                </button>
              </td>
              <td>
                <button onClick={() => removeItem(item.productId)}>削除</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cart-total">合計: {formatPrice(total)}</p>
    </section>
  );
}
