import { useCallback, useEffect, useState } from "react";
import { deleteEvent, fetchEvents, type CalendarEvent } from "../api/client";

export function useEvents(weekStart: Date) {
  const [events, setEvents] = useState<CalendarEvent[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const weekKey = weekStart.getTime();

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    fetchEvents(weekStart)
      .then((page) => {
        if (cancelled) return;
        setEvents(page.items);
        setCursor(page.next);
      })
      .catch((e) => !cancelled && setError(String(e)))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weekKey]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const page = await fetchEvents(weekStart, cursor);
    setEvents((prev) => [...prev, ...page.items]);
    setCursor(page.next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor, weekKey]);

  const remove = useCallback(async (id: string) => {
    await deleteEvent(id);
    setEvents((prev) => prev.filter((e) => e.id !== id));
  }, []);

  return { events, loading, error, hasMore: cursor !== null, loadMore, remove };
}
