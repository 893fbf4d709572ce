import { useEffect, useState } from "react";
import type { Role } from "../lib/format";

export interface Member {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
}

interface State {
  members: Member[];
  loading: boolean;
  error: string | null;
}

export function useMembers(teamId: string): State {
  const [state, setState] = useState<State>({ members: [], loading: true, error: null });

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    fetch(`/api/teams/${teamId}/members`)
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<Member[]>;
      })
      .then((members) => {
        if (!cancelled) setState({ members, loading: false, error: null });
      })
      .catch((err: Error) => {
        if (!cancelled) setState({ members: [], loading: false, error: err.message });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
