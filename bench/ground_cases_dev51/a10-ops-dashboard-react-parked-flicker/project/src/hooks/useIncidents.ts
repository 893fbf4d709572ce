import { useEffect, useState } from "react";
import { fetchIncidents, type Incident } from "../api/client";

const POLL_MS = 15_000;

export function useIncidents() {
  const [incidents, setIncidents] = useState<Incident[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;

    async function poll() {
      setIncidents([]);
      setLoading(true);
      try {
        setIncidents(await fetchIncidents(controller.signal));
        setError(null);
      } catch (e) {
        if (!controller.signal.aborted) setError((e as Error).message);
      } finally {
        setLoading(false);
        if (!controller.signal.aborted) timer = setTimeout(poll, POLL_MS);
      }
    }

    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return { incidents, loading, error };
}
