import { useState } from "react";
import type { Product } from "../api/products";
import { formatPrice } from "../lib/formatPrice";

type Props = {
  products: Product[];
  onAddToCart: (id: string, qty: number) => void;
};

export function ProductList({ products, onAddToCart }: Props) {
  if (products.length === 0) {
    return <p className="empty">該当する商品がありません</p>;
  }
  return (
    <ul className="product-list">
      {products.map((p) => (
        <ProductRow key={p.id} product={p} onAddToCart={onAddToCart} />
      ))}
    </ul>
  );
}

function ProductRow({ product, onAddToCart }: { product: Product; onAddToCart: Props["onAddToCart"] }) {
  const [qty, setQty] = useState(1);
  return (
    <li className="product-row">
      {product.thumbnailUrl && <img src={product.thumbnailUrl} alt="" width={64} height={64} />}
      <span className="name">{product.name}</span>
      <span className="price">{formatPrice(product.priceExclTax, product.taxRate)}</span>
      <input
        type="number"
        min={1}
        max={product.stock}
        value={qty}
        onChange={(e) => setQty(Number(e.target.value))}
      />
      <button disabled={product.stock === 0} onClick={() => onAddToCart(product.id, qty)}>
        カートに入れる
      </button>
    </li>
  );
}
