import { CartSummary } from "./CartSummary";
import { useCart } from "../hooks/useCart";
import type { CartItem } from "../types";

export function CheckoutPage({ initialItems }: { initialItems: CartItem[] }) {
  const { items, coupon } = useCart(initialItems);

  return (
    <main>
      <h1>ご注文内容の確認</h1>
      <CartSummary items={items} coupon={coupon} />
      <button type="submit">注文を確定する</button>
    </main>
  );
}
