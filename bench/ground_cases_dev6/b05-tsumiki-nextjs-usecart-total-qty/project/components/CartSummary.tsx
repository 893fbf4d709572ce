"use client";

import { formatYen, shippingFee } from "@/lib/price";
import type { useCart } from "@/hooks/useCart";

export function CartSummary({ cart }: { cart: ReturnType<typeof useCart> }) {
  const fee = shippingFee(cart.total);
  return (
    <aside className="cart-summary">
      <p>商品 {cart.itemCount} 点</p>
      <p>小計 {formatYen(cart.total)}</p>
      <p>送料 {fee === 0 ? "無料" : formatYen(fee)}</p>
      <p className="total">合計 {formatYen(cart.total + fee)}</p>
    </aside>
  );
}
