import { useCallback, useEffect, useState } from "react";
import { fetchTasks, updateStatus, type Status, type Task } from "../lib/api";

export function useTasks(query: string) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchTasks({ q: query })
      .then((data) => setTasks(data))
      .catch((e: Error) => setError(e))
      .finally(() => setLoading(false));
  }, [query]);

  const move = useCallback(async (id: number, status: Status) => {
    let before: Status | undefined;
    setTasks((prev) =>
      prev.map((t) => {
        if (t.id !== id) return t;
        before = t.status;
        return { ...t, status };
      }),
    );
    try {
      await updateStatus(id, status);
    } catch (e) {
      setTasks((prev) => prev.map((t) => (t.id === id && before ? { ...t, status: before } : t)));
      setError(e as Error);
    }
  }, []);

  return { tasks, loading, error, move };
}
