import type { Product } from "../api/client";

interface Props {
  items: Product[];
  searched: boolean;
}

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

function StockBadge({ stock }: { stock: number }) {
  if (stock <= 0) return <span className="badge badge--out">在庫なし</span>;
  if (stock < 5) return <span className="badge badge--low">残り{stock}</span>;
  return null;
}

export function ResultList({ items, searched }: Props) {
  if (searched && items.length === 0) {
    return <p className="results__empty">該当する商品がありません</p>;
  }
  return (
    <ul className="results">
      {items.map((p) => (
        <li key={p.id} className="results__item">
          {p.thumbnailUrl ? (
            <img src={p.thumbnailUrl} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <div className="results__noimg" />
          )}
          <div className="results__body">
            <a href={`/products/${p.id}`}>{p.name}</a>
            <span className="results__sku">{p.sku}</span>
          </div>
          <span className="results__price">{yen.format(p.priceYen)}</span>
          <StockBadge stock={p.stock} />
        </li>
      ))}
    </ul>
  );
}
