import { memo } from "react";
import { discountLabel, formatPrice } from "../utils/price";

interface Props {
  sku: string;
  title: string;
  image: string;
  priceCents: number;
  originalCents?: number;
  onAdd: (sku: string) => void;
}

function ProductCardInner({ sku, title, image, priceCents, originalCents, onAdd }: Props) {
  const badge = originalCents ? discountLabel(originalCents, priceCents) : null;
  return (
    <div className="product-card">
      <img src={image} alt={title} loading="lazy" />
      {badge && <span className="badge">{badge}</span>}
      <h3 className="product-card__title">{title}</h3>
      <div className="product-card__price">
        <strong>{formatPrice(priceCents)}</strong>
        {originalCents && originalCents > priceCents && <del>{formatPrice(originalCents)}</del>}
      </div>
      <button type="button" onClick={() => onAdd(sku)}>
        加入购物车
      </button>
    </div>
  );
}

export const ProductCard = memo(ProductCardInner);
