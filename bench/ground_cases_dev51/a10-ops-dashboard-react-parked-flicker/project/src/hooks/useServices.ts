import { useEffect, useState } from "react";
import { fetchServices, type Service } from "../api/client";

const POLL_MS = 30_000;

export function useServices() {
  const [services, setServices] = useState<Service[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;

    async function poll() {
      try {
        setServices(await fetchServices(controller.signal));
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

  return { services, loading, error };
}
