import { useTranslation } from "react-i18next";
import CartItem from "../components/CartItem";
import CartSummary from "../components/CartSummary";
import { useCart } from "../useCart";

export default function CartPage() {
  const { t } = useTranslation();
  const { items, remove } = useCart();

  if (items.length === 0) return <p>{t("cart.empty")}</p>;
  return (
    <main>
      <h1>{t("cart.title")}</h1>
      <ul>{items.map((item) => <CartItem key={item.id} item={item} onRemove={remove} />)}</ul>
      <CartSummary items={items} />
    </main>
  );
}
