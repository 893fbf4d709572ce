import type { Product } from "../api/products";

interface Props {
  items: Product[];
  loading?: boolean;
  total?: number;
  onPick: (product: Product) => void;
}

function formatPrice(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

export function ProductList({ items, total, loading = false, onPick }: Props) {
  if (loading) {
    return <div className="spinner" role="status" aria-label="Loading products" />;
  }
  if (items.length === 0) {
    return <p className="empty">No products match.</p>;
  }
  return (
    <>
    <p className="result-count">{total ?? items.length} results</p>
    <ul className="product-list">
      {items.map((p) => (
        <li key={p.id}>
          <button type="button" onClick={() => onPick(p)}>
            <span className="name">{p.name}</span>
            <span className="category">{p.category}</span>
            <span className="price">{formatPrice(p.priceCents)}</span>
          </button>
        </li>
      ))}
    </ul>
    </>
  );
}

export default ProductList;
