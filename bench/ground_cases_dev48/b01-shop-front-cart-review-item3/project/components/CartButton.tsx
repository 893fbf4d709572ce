"use client";

import Link from "next/link";
import { useState } from "react";
import { useCart } from "@/context/CartContext";
import { formatPrice } from "@/lib/format";

export function CartButton() {
  const { items, itemCount: count } = useCart();
  const [open, setOpen] = useState(false);
  const preview = items.slice(0, 3);

  return (
    <div className="cart-button" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Link href="/cart" aria-label={`カート (${count}点)`}>
        <span aria-hidden="true">🛒</span>
        {count > 0 && <span className="badge">{count}</span>}
      </Link>
      {open && preview.length > 0 && (
        <div className="cart-preview" role="dialog" aria-label="カートの中身">
          <ul>
            {preview.map((item) => (
              <li key={item.productId}>
                <span>{item.name}</span>
                <span>
                  {item.quantity} × {formatPrice(item.price)}
                </span>
              </li>
            ))}
          </ul>
          {items.length > preview.length && <p>ほか {items.length - preview.length} 件</p>}
          <Link href="/cart">カートを見る</Link>
        </div>
      )}
    </div>
  );
}
