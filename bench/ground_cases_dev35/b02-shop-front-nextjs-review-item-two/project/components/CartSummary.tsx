"use client";

import { useEffect, useState } from "react";
import { formatYen } from "@/lib/format";
import type { CartItem, Coupon } from "@/lib/types";

type Props = {
  items: CartItem[];
  coupon: Coupon | null;
};

export function CartSummary({ items, coupon }: Props) {
  const [discount, setDiscount] = useState(0);
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  useEffect(() => {
    if (!coupon || subtotal < coupon.minSubtotal) {
      setDiscount(0);
      return;
    }
    if (coupon.kind === "percent") {
      setDiscount(Math.floor((subtotal * coupon.value) / 100));
    } else {
      setDiscount(Math.min(coupon.value, subtotal));
    }
  }, [subtotal, coupon]);

  const shipping = subtotal - discount >= 5000 ? 0 : 550;
  const total = subtotal - discount + shipping;

  return (
    <dl className="grid grid-cols-2 gap-y-1 text-sm">
      <dt>小計</dt>
      <dd className="text-right">{formatYen(subtotal)}</dd>
      {discount > 0 && (
        <>
          <dt>クーポン({coupon?.code})</dt>
          <dd className="text-right">-{formatYen(discount)}</dd>
        </>
      )}
      <dt>送料</dt>
      <dd className="text-right">{shipping === 0 ? "無料" : formatYen(shipping)}</dd>
      <dt className="font-bold">合計</dt>
      <dd className="text-right font-bold">{formatYen(total)}</dd>
    </dl>
  );
}
