import { useEffect, useState } from "react";
import { fetchMembers, type MemberPage } from "../api/members";

const DEBOUNCE_MS = 300;

export function useMemberSearch(query: string, page: number) {
  const [data, setData] = useState<MemberPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      setError(null);
      try {
        setData(await fetchMembers({ q: query, page }, controller.signal));
      } catch (e) {
        if (!controller.signal.aborted) setError(String(e));
      } finally {
        setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, page]);

  return { data, loading, error };
}
