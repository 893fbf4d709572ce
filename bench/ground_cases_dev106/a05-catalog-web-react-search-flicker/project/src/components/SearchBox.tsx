import { useState } from 'react';
import { Product, formatPrice } from '../api';
import { useSearch } from '../hooks/useSearch';

interface Props {
  onSelect: (product: Product) => void;
  placeholder?: string;
}

export function SearchBox({ onSelect, placeholder = 'Search products' }: Props) {
  const [query, setQuery] = useState('');
  const { results, total, loading, error } = useSearch(query);

  return (
    <div className="search-box">
      <input
        type="search"
        value={query}
        placeholder={placeholder}
        onChange={(e) => setQuery(e.target.value)}
        aria-label="Search products"
      />
      {query && (
        <button type="button" className="search-box__clear" aria-label="Clear search" onClick={() => setQuery('')}>
          ×
        </button>
      )}
      {loading && <span className="search-box__spinner" aria-live="polite">Searching…</span>}
      {error && <p className="search-box__error">{error}</p>}
      {!loading && !error && query.trim().length >= 2 && results.length === 0 && (
        <p className="search-box__empty">No products match “{query.trim()}”</p>
      )}
      <ul className="search-box__results">
        {results.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onSelect(p)}>
              <strong>{p.name}</strong> <small>{p.brand}</small> {formatPrice(p.priceCents)}
            </button>
          </li>
        ))}
      </ul>
      {total > results.length && <p className="search-box__more">{total - results.length} more…</p>}
    </div>
  );
}
