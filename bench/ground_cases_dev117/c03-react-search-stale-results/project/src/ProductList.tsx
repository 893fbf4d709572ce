import type { Product } from "./api";

interface Props {
  items: Product[];
}

export default function ProductList({ items }: Props) {
  if (items.length === 0) {
    return <p className="empty">没有结果</p>;
  }
  return (
    <ul className="products">
      {items.map((p, index) => (
        <li key={index} className={p.stock === 0 ? "sold-out" : undefined}>
          <span className="name">{p.name}</span>
          <span className="price">¥{p.price.toFixed(2)}</span>
          {p.stock === 0 && <span className="tag">售罄</span>}
        </li>
      ))}
    </ul>
  );
}
