import { useCallback, useEffect, useState } from "react";
import { fetchShifts, type Shift } from "../api/shifts";
import { addDays, formatDayLabel, startOfWeek, toISODate, weekDays } from "../utils/date";
import { ShiftCell } from "./ShiftCell";

type Props = {
  storeId: string;
  today?: Date;
};

export function WeekView({ storeId, today = new Date() }: Props) {
  const [weekStart, setWeekStart] = useState(() => startOfWeek(today));
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadShifts = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const rows = await fetchShifts(storeId, toISODate(weekStart));
      setShifts(rows);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [storeId, weekStart]);

  useEffect(() => {
    loadShifts();
  }, [loadShifts]);

  const days = weekDays(weekStart);

  return (
    <section className="week-view">
      <header className="week-view__nav">
        <button onClick={() => setWeekStart(addDays(weekStart, -7))}>‹ 前の週</button>
        <h2>
          {formatDayLabel(days[0])} 〜 {formatDayLabel(days[6])}
        </h2>
        <button onClick={() => setWeekStart(addDays(weekStart, 7))}>次の週 ›</button>
      </header>
      {error && <p className="week-view__error">読み込みに失敗しました: {error}</p>}
      {loading ? (
        <p>読み込み中…</p>
      ) : (
        <table className="week-view__grid">
          <thead>
            <tr>
              <th>スタッフ</th>
              {days.map((d) => (
                <th key={toISODate(d)}>{formatDayLabel(d)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groupByStaff(shifts).map(([staff, rows]) => (
              <tr key={staff}>
                <td>{staff}</td>
                {days.map((d) => (
                  <ShiftCell key={toISODate(d)} shifts={rows.filter((s) => s.date === toISODate(d))} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function groupByStaff(shifts: Shift[]): [string, Shift[]][] {
  const map = new Map<string, Shift[]>();
  for (const s of shifts) {
    const list = map.get(s.staffName) ?? [];
    list.push(s);
    map.set(s.staffName, list);
  }
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b, "ja"));
}
