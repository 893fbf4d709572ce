import { useTranslation } from "react-i18next";

export default function CartItem({ item, onRemove }) {
  const { t } = useTranslation();
  const showStock = item.stock > 0 && item.stock <= 5;

  return (
    <li className="cart-item">
      <img src={item.image} alt="" width={64} height={64} />
      <div className="cart-item__body">
        <p className="cart-item__name">{item.name}</p>
        <p className="cart-item__qty">
          {t("cart.quantity")}: {item.quantity}
        </p>
        {showStock && (
          <p className="cart-item__stock">{t("cart.stockLeft", { count: item.stock })}</p>
        )}
      </div>
      <button onClick={() => onRemove(item.id)}>{t("cart.remove")}</button>
    </li>
  );
}
