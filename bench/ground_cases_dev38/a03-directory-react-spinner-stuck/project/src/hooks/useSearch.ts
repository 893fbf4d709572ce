import { useEffect, useState } from "react";
import { searchPeople, type Person } from "../api/client";

export interface SearchState {
  results: Person[];
  loading: boolean;
  error: string | null;
}

/**
 * Searches the directory for `query`. Requests that are overtaken by a newer
 * query are aborted so results never arrive out of order.
 */
const DEBOUNCE_MS = 300;

export function useSearch(query: string, delay = DEBOUNCE_MS): SearchState {
  const [results, setResults] = useState<Person[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);

    const timer = setTimeout(async () => {
      try {
        const data = await searchPeople(q, controller.signal);
        if (data.items.length === 0) return setResults([]);
        setResults(data.items);
        setLoading(false);
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      }
    }, delay);

    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delay]);

  return { results, loading, error };
}
