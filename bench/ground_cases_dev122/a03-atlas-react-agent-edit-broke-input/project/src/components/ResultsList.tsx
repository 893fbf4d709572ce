import type { Place } from "../api/search";

interface Props {
  results: Place[];
  loading: boolean;
  query: string;
}

const formatter = new Intl.NumberFormat("en-US", { notation: "compact" });

export function ResultsList({ results, loading, query }: Props) {
  if (query.length < 2) {
    return null;
  }
  if (loading && results.length === 0) {
    return <p className="results__loading">Searching…</p>;
  }
  if (results.length === 0) {
    return <p className="results__empty">No places match “{query}”.</p>;
  }
  return (
    <ul className="results" aria-busy={loading}>
      {results.map((place) => (
        <li key={place.id} className="results__item">
          <span className="results__name">{place.name}</span>
          <span className="results__meta">
            {place.country} · {formatter.format(place.population)}
          </span>
        </li>
      ))}
    </ul>
  );
}
