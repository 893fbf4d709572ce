import { useMemo, useState } from "react";
import { useEvents } from "../hooks/useEvents";
import { addDays, formatDay, isSameDay, startOfWeek, weekDays } from "../lib/date";
import { EventList } from "./EventList";

export function WeekView() {
  const [anchor, setAnchor] = useState(() => new Date());
  const monday = useMemo(() => startOfWeek(anchor), [anchor]);
  const { events, loading, error, hasMore, loadMore, remove } = useEvents(monday);
  const today = new Date();

  return (
    <div className="week-view">
      <header>
        <button onClick={() => setAnchor(addDays(anchor, -7))}>上一周</button>
        <button onClick={() => setAnchor(new Date())}>今天</button>
        <button onClick={() => setAnchor(addDays(anchor, 7))}>下一周</button>
      </header>
      <ol className="days">
        {weekDays(monday).map((d) => (
          <li key={d.getTime()} className={isSameDay(d, today) ? "today" : undefined}>
            {formatDay(d)}
          </li>
        ))}
      </ol>
      {error && <p className="error">{error}</p>}
      {loading ? <p>加载中…</p> : <EventList events={events} onDelete={remove} />}
      {hasMore && !loading && <button onClick={loadMore}>加载更多</button>}
    </div>
  );
}
