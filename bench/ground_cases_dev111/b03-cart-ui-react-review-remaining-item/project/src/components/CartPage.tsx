
import { useCart, type CartItem } from "../hooks/useCart";
import { applyCoupon, formatPrice, shippingFee, sum } from "../lib/price";

type Coupon = { code: string; kind: "percent" | "fixed"; value: number };

export function CartPage({ initial, coupon }: { initial: CartItem[]; coupon: Coupon | null }) {
  const cart = useCart(initial);

  const subtotal = sum(cart.items.map((i) => i.price * i.qty));
  const discounted = applyCoupon(subtotal, coupon);
  const total = discounted + shippingFee(discounted);

  return (
    <section className="cart">
      <ul>
        {cart.items.map((i) => (
          <li key={i.sku}>
            <span>{i.name}</span>
            <input
              type="number"
              min={1}
              value={i.qty}
              onChange={(e) => cart.setQty(i.sku, Number(e.target.value))}
            />
            <span>{formatPrice(i.price * i.qty)}</span>
            <button onClick={() => cart.remove(i.sku)}>削除</button>
          </li>
        ))}
      </ul>
      {coupon && <p className="coupon">クーポン {coupon.code} 適用中</p>}
      <p className="total">合計 {formatPrice(total)}</p>
    </section>
  );
}
