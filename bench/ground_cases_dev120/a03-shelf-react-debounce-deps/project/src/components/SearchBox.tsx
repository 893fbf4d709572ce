import { useEffect, useState } from "react";
import { Book, searchBooks } from "../api";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  onPick: (book: Book) => void;
}

export function SearchBox({ onPick }: Props) {
  const [query, setQuery] = useState("");
  const debounced = useDebounce(query, 300);
  const [results, setResults] = useState<Book[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (debounced.trim().length < 2) {
      setResults([]);
      return;
    }
    let cancelled = false;
    setError(null);
    setLoading(true);
    searchBooks(debounced)
      .then((books) => {
        if (!cancelled) setResults(books);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [query]);

  return (
    <div className="search">
      <input
        type="search"
        value={query}
        placeholder="Title, author or ISBN"
        onChange={(e) => setQuery(e.target.value)}
      />
      {error && <p className="search__error">{error}</p>}
      {loading && (
        <p className="search__loading" aria-live="polite">Searching…</p>
      )}
      <ul className={loading ? "search__results search__results--stale" : "search__results"}>
        {results.map((b) => (
          <li key={b.id}>
            <button onClick={() => onPick(b)}>
              {b.title} <span className="muted">{b.author}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
