import { useCallback, useEffect, useMemo, useState } from 'react';

import { fetchTrips } from '../api/client';
import type { Trip, TripFilter } from '../types';
import { isUpcoming } from '../utils/dates';

function sortTrips(trips: Trip[]): Trip[] {
  return [...trips].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

export function useTrips(filter: TripFilter) {
  const [trips, setTrips] = useState<Trip[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchTrips(filter)
      .then((data) => {
        if (cancelled) return;
        setTrips(sortTrips(data));
        setLoading(false);
      })
      .catch((e: Error) => {
        if (cancelled) return;
        setError(e.message);
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      setTrips(sortTrips(await fetchTrips(filter)));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRefreshing(false);
    }
  }, [filter]);

  const upcomingCount = useMemo(() => trips.filter((t) => isUpcoming(t.startDate)).length, [trips]);

  return { trips, upcomingCount, loading, error, refreshing, refresh };
}
