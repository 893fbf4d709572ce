import { useEffect, useState } from "react";

export type User = { id: string; name: string; avatarUrl: string | null };

let cached: User | null = null;

export function useSession(): { user: User | null; loading: boolean } {
  const [user, setUser] = useState<User | null>(cached);
  const [loading, setLoading] = useState(cached === null);

  useEffect(() => {
    if (cached) return;
    let alive = true;
    fetch("/api/me", { credentials: "include" })
      .then((r) => (r.ok ? r.json() : null))
      .then((u: User | null) => {
        cached = u;
        if (alive) {
          setUser(u);
          setLoading(false);
        }
      })
      .catch(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);

  return { user, loading };
}
