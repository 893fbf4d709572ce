import { useEffect, useState } from "react";
import { searchPlaces, type Place } from "../api/search";
import { useDebounce } from "../hooks/useDebounce";
import { ResultsList } from "./ResultsList";

export function SearchBox() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    if (debouncedQuery.length < 2) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    searchPlaces(debouncedQuery, controller.signal)
      .then(setResults)
      .catch((err: Error) => {
        if (err.name !== "AbortError") setError(err.message);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [debouncedQuery]);

  return (
    <div className="search">
      <input
        type="search"
        placeholder="Search places…"
        value={query}
        onChange={(e) => setQuery(e.target.value.trim())}
        aria-label="Search places"
      />
      {error && <p className="search__error">{error}</p>}
      <ResultsList results={results} loading={loading} query={query} />
    </div>
  );
}
