import type { Product } from "../types";

interface Props {
  product: Product;
  onAdd: (p: Product) => void;
  onWish: (p: Product) => void;
}

export function ProductCard({ product, onAdd, onWish }: Props) {
  return (
    <div className="card">
      <h3>{product.name}</h3>
      <p>¥{product.price}</p>
      <button onClick={() => onAdd(product)}>加入购物车</button>
      <button onClick={() => onWish(product)}>♡</button>
    </div>
  );
}
