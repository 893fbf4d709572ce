import { formatPrice, type Product } from "../api/search";

interface Props {
  items: Product[];
  loading: boolean;
  query: string;
}

export function ResultsCount({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return <p className="results__count">Showing {shown} of {total}</p>;
}

export function ResultsList({ items, loading, query }: Props) {
  if (query.trim().length < 2) {
    return null;
  }
  if (items.length === 0) {
    return loading ? <p className="results__loading">Searching…</p> : <p className="results__empty">No results for “{query}”</p>;
  }
  return (
    <ul className={loading ? "results results--stale" : "results"}>
      {items.map((p) => (
        <li key={p.id} className="results__item">
          {p.imageUrl ? <img src={p.imageUrl} alt="" width={48} height={48} /> : <span className="results__noimg" />}
          <span className="results__title">{p.title}</span>
          <span className="results__price">{formatPrice(p.priceCents)}</span>
        </li>
      ))}
    </ul>
  );
}
