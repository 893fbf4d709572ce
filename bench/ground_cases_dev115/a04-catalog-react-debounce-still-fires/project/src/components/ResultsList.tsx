import { useEffect, useRef } from "react";
import type { Product } from "../api/search";

interface Props {
  items: Product[];
  query: string;
  loading: boolean;
}

export function ResultsList({ items, query, loading }: Props) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (query) listRef.current?.scrollTo({ top: 0 });
  }, [items, query]);

  if (loading) {
    return <div className="results__spinner" role="status" aria-label="Loading" />;
  }

  if (query.trim().length >= 2 && items.length === 0) {
    return <p className="results__empty">Nothing matched “{query.trim()}”</p>;
  }

  return (
    <ul className="results" ref={listRef}>
      {items.map((p) => (
        <li key={p.id} className="results__item">
          <img src={p.thumbnail} alt="" width={48} height={48} />
          <span>{p.name}</span>
          <span className="results__price">{(p.priceCents / 100).toFixed(2)} €</span>
        </li>
      ))}
    </ul>
  );
}
