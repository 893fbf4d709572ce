'use client';

import { useCallback, useEffect, useState } from 'react';
import { WeekView } from '@/components/WeekView';
import { Booking, fetchWeek } from '@/lib/bookings';
import { addDays, startOfWeek, toDateKey, weekLabel } from '@/lib/date';

export default function CalendarPage() {
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date()));
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Booking | null>(null);

  const load = useCallback(async () => {
    try {
      setBookings(await fetchWeek(toDateKey(weekStart)));
      setError(null);
    } catch (e) {
      setError(String(e));
    }
  }, [weekStart]);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <main className="p-4">
      <header className="mb-4 flex items-center gap-4">
        <button onClick={() => setWeekStart(addDays(weekStart, -7))}>← 前の週</button>
        <h1 className="text-lg font-bold">{weekLabel(weekStart)}</h1>
        <button onClick={() => setWeekStart(addDays(weekStart, 7))}>次の週 →</button>
      </header>
      {error && <p className="text-red-600">{error}</p>}
      <WeekView weekStart={weekStart} bookings={bookings} onSelect={setSelected} />
      {selected && (
        <aside className="mt-4 rounded border p-3">
          <p>{selected.customerName} 様</p>
          <p>{selected.menu}（{selected.minutes}分） / 担当 {selected.staffName}</p>
        </aside>
      )}
    </main>
  );
}
