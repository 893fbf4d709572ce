import { useCart } from "../hooks/useCart";
import { Locale, t } from "../i18n";

interface Props {
  locale: Locale;
  onOpen: () => void;
}

/**
 * 顶栏右上角的购物车按钮：红点显示件数，旁边一行小字。
 */
export function CartBadge({ locale, onOpen }: Props) {
  const { items } = useCart();
  const count = items.reduce((n, i) => n + i.qty, 0);
  if (count === 0) {
    return (
      <button className="cart-badge cart-badge--empty" onClick={onOpen}>
        {t(locale, "cart.title")}
      </button>
    );
  }
  const label = locale === "en" ? `${count} items` : `${count} ${t(locale, "common.items")}`;
  return (
    <button className="cart-badge" onClick={onOpen} aria-label={label}>
      <span className="cart-badge__dot">{count > 99 ? "99+" : count}</span>
      <span className="cart-badge__label">{label}</span>
    </button>
  );
}

export function cartBadgeTitle(locale: Locale, count: number): string {
  return `${t(locale, "cart.title")} (${count > 99 ? "99+" : count})`;
}
