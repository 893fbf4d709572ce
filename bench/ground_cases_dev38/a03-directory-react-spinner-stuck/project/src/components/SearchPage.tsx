import { useState } from "react";
import { useSearch } from "../hooks/useSearch";
import { ResultList } from "./ResultList";
import { Spinner } from "./Spinner";

export function SearchPage() {
  const [query, setQuery] = useState("");
  const { results, loading, error } = useSearch(query);

  return (
    <main className="search-page">
      <h1>Team directory</h1>
      <input
        type="search"
        className="search-input"
        placeholder="Search by name, team or city"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {error && <p className="search-error">Search failed: {error}</p>}
      {loading ? (
        <Spinner label="Searching…" />
      ) : query.trim().length < 2 ? (
        <p className="search-hint">Type at least two letters to search</p>
      ) : results.length === 0 ? (
        <p className="search-empty">No results for “{query.trim()}”</p>
      ) : (
        <ResultList people={results} />
      )}
      <footer className="search-footer">
        Missing someone? Ask #people-ops to add them to Personio.
      </footer>
    </main>
  );
}
