"use client";

import { useFormatter, useTranslations } from "next-intl";
import { totalQty, useCart } from "@/lib/cart";

export default function MiniCart() {
  const t = useTranslations("cart");
  const format = useFormatter();
  const items = useCart();
  const subtotal = items.reduce((s, l) => s + l.qty * l.price, 0);

  if (items.length === 0) {
    return <div className="mini-cart empty">{t("empty")}</div>;
  }

  return (
    <div className="mini-cart">
      <p className="mini-cart-title">{t("itemCount", { n: totalQty(items) })}</p>
      <ul>
        {items.map((l) => (
          <li key={l.sku}>
            {l.title} × {l.qty}
          </li>
        ))}
      </ul>
      <p className="mini-cart-subtotal">
        {t("subtotal", { amount: format.number(subtotal, { style: "currency", currency: "CNY" }) })}
      </p>
    </div>
  );
}
