import { useEffect, useState } from "react";
import { fetchTickets, type Ticket } from "../api/client";

export type TicketsState = {
  tickets: Ticket[];
  loading: boolean;
  error: string | null;
};

export function useTickets(query: string): TicketsState {
  const [tickets, setTickets] = useState<Ticket[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchTickets(query)
      .then((data) => {
        setTickets(data);
      })
      .catch((err: Error) => {
        setError(err.message);
      })
      .finally(() => setLoading(false));
  }, [query]);

  return { tickets, loading, error };
}
