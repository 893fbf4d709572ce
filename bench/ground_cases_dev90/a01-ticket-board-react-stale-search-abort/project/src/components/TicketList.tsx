import { useState } from "react";
import { useDebounce } from "../hooks/useDebounce";
import { useTickets } from "../hooks/useTickets";
import { Spinner } from "./Spinner";
import { TicketRow } from "./TicketRow";

export function TicketList() {
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebounce(query, 300);
  const { tickets, loading, error } = useTickets(debouncedQuery);

  return (
    <section className="tickets">
      <label className="tickets__search">
        Search
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Title, assignee, #id"
        />
      </label>
      {loading && <Spinner />}
      {error && <p role="alert" className="tickets__error">{error}</p>}
      <ul className="tickets__list">
        {tickets.map((t) => (
          <TicketRow key={t.id} ticket={t} />
        ))}
      </ul>
      {!loading && tickets.length === 0 && <p className="tickets__empty">No tickets match.</p>}
    </section>
  );
}
