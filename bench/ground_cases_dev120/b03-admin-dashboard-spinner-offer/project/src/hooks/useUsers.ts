import { useEffect, useState } from "react";

export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "member";
}

interface Page {
  items: User[];
  total: number;
}

export function useUsers(query: string, page: number, perPage = 20) {
  const [users, setUsers] = useState<User[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    const params = new URLSearchParams({ q: query, page: String(page), per_page: String(perPage) });
    (async () => {
      try {
        const res = await fetch(`/api/users?${params}`);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data: Page = await res.json();
        if (cancelled) return;
        setUsers(data.items);
        setTotal(data.total);
        setLoading(false);
      } catch (e) {
        if (!cancelled) setError(String(e));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [query, page, perPage]);

  return { users, total, loading, error };
}
