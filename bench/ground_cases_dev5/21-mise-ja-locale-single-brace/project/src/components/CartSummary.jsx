import { useTranslation } from "react-i18next";

export default function CartSummary({ items }) {
  const { t } = useTranslation();
  const count = items.reduce((n, i) => n + i.quantity, 0);
  const subtotal = items.reduce((s, i) => s + i.price * i.quantity, 0);

  return (
    <section className="cart-summary">
      <h2>{t("cart.subtotal", { count })}</h2>
      <p className="cart-summary__amount">¥{subtotal.toLocaleString("ja-JP")}</p>
    </section>
  );
}
