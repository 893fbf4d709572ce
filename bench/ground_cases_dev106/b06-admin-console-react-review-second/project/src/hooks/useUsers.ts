import { useEffect, useState } from "react";
import { fetchUsers, type UserPage } from "../api/users";

export interface UseUsersResult {
  data: UserPage | null;
  loading: boolean;
  error: string | null;
}

export function totalPages(data: UserPage | null): number {
  if (!data) return 1;
  return Math.max(1, Math.ceil(data.total / data.perPage));
}

export function useUsers(page: number, query = "", sort = "-created_at"): UseUsersResult {
  const [data, setData] = useState<UserPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetchUsers({ page, q: query || undefined, sort }, controller.signal)
      .then((res) => setData(res))
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [page, query, sort]);

  return { data, loading, error };
}
