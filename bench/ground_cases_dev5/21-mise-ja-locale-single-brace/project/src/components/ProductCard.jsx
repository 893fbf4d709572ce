import { useTranslation } from "react-i18next";

export default function ProductCard({ product, onAdd }) {
  const { t } = useTranslation();
  return (
    <article className="product-card">
      <img src={product.image} alt={product.name} />
      <h3>{product.name}</h3>
      {product.freeShipping && <span className="badge">{t("product.freeShipping")}</span>}
      {product.stock > 0 && product.stock <= 3 && <span className="badge badge--warn">{t("product.lowStock")}</span>}
      <p>{t("product.price", { price: `¥${product.price.toLocaleString("ja-JP")}` })}</p>
      <button onClick={() => onAdd(product)}>{t("product.addToCart")}</button>
    </article>
  );
}
