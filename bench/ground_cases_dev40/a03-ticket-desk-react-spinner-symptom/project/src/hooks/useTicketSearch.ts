import { useCallback, useEffect, useRef, useState } from "react";
import { searchTickets, type Ticket } from "../api/tickets";

const DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

export interface TicketSearchState {
  query: string;
  setQuery: (q: string) => void;
  results: Ticket[];
  total: number;
  loading: boolean;
  error: Error | null;
  reset: () => void;
}

export function useTicketSearch(initial = ""): TicketSearchState {
  const [query, setQuery] = useState(initial);
  const [results, setResults] = useState<Ticket[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async (q: string) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    setError(null);
    try {
      const page = await searchTickets(q, controller.signal);
      if (page.items.length === 0) return;
      setResults(page.items);
      setTotal(page.total);
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err as Error);
    }
    setLoading(false);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_QUERY) {
      setResults([]);
      setTotal(0);
      return;
    }
    const t = setTimeout(() => run(q), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query, run]);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setQuery("");
    setResults([]);
    setTotal(0);
    setLoading(false);
    setError(null);
  }, []);

  // Abort whatever is in flight when the component goes away.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { query, setQuery, results, total, loading, error, reset };
}
