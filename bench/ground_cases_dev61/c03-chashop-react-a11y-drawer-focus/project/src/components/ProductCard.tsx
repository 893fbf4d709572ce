import { formatPrice } from '../i18n';

export interface Product {
  sku: string;
  name: string;
  imageUrl: string;
  priceCents: number;
  listPriceCents?: number;
}

interface Props {
  product: Product;
  onAdd: (sku: string) => void;
}

export function ProductCard({ product, onAdd }: Props) {
  const onSale = product.listPriceCents && product.listPriceCents > product.priceCents;
  return (
    <article className="product-card">
      <img src={product.imageUrl} alt={product.name} className="product-card__img" />
      <h3>{product.name}</h3>
      <p>
        <span className="price">{formatPrice(product.priceCents)}</span>
        {onSale && <s className="price--muted">{formatPrice(product.listPriceCents!)}</s>}
      </p>
      <button type="button" className="add-btn" onClick={() => onAdd(product.sku)}>
        加入购物车
      </button>
    </article>
  );
}
