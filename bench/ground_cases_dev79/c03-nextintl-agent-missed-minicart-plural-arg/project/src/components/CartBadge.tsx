"use client";

import { useTranslations } from "next-intl";
import { totalQty, useCart } from "@/lib/cart";

export default function CartBadge() {
  const t = useTranslations("cart");
  const items = useCart();
  const qty = totalQty(items);

  return (
    <button className="cart-badge" aria-label={t("open")}>
      <span className="cart-icon" aria-hidden />
      <span>{t("itemCount", { count: qty })}</span>
    </button>
  );
}
