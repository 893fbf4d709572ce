import { useTicketSearch } from "../hooks/useTicketSearch";
import { Spinner } from "./Spinner";
import { TicketList } from "./TicketList";
import "./TicketSearch.css";

interface Props {
  onOpen: (id: number) => void;
  autoFocus?: boolean;
}

export function TicketSearch({ onOpen, autoFocus = false }: Props) {
  const { query, setQuery, results, total, loading, error, reset } = useTicketSearch();
  const searched = query.trim().length >= 2;

  return (
    <section className="ticket-search" aria-busy={loading}>
      <div className="ticket-search__bar">
        <input
          type="text"
          value={query}
          placeholder="Search tickets by title, customer or #id"
          autoFocus={autoFocus}
          onChange={(e) => setQuery(e.target.value)}
          aria-label="Search tickets"
        />
        {query && (
          <button type="button" className="ticket-search__clear" onClick={reset} aria-label="Clear search">
            ×
          </button>
        )}
        {loading && <Spinner size="small" label="Searching…" />}
      </div>

      {error && (
        <p className="ticket-search__error" role="alert">
          Search failed: {error.message}
        </p>
      )}

      {!loading && searched && results.length === 0 && !error && (
        <p className="ticket-search__empty">No tickets match “{query.trim()}”.</p>
      )}

      {results.length > 0 && (
        <>
          <p className="ticket-search__count">
            Showing {results.length} of {total}
          </p>
          <TicketList tickets={results} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}
