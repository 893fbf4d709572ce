import type { CartItem } from '../lib/cart';
import { formatPrice } from '../utils/money';

interface Props {
  product: Omit<CartItem, 'qty'> & { imageUrl: string };
  onAdd: (sku: string) => void;
}

export function ProductCard({ product, onAdd }: Props) {
  const onSale = product.originalCents !== undefined && product.originalCents > product.unitCents;
  return (
    <article className="product-card">
      <img src={product.imageUrl} alt={product.title} loading="lazy" />
      <h3>{product.title}</h3>
      <p className="product-card__price">
        {formatPrice(product.unitCents)}
        {onSale && <s className="product-card__original">{formatPrice(product.originalCents!)}</s>}
      </p>
      <button type="button" onClick={() => onAdd(product.sku)}>
        加入购物车
      </button>
    </article>
  );
}
