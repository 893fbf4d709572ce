import { formatDay, formatTime, fromLocalISODate, toLocalISODate } from "../lib/date";
import type { CalendarEvent } from "../api/client";

interface Props {
  events: CalendarEvent[];
  onDelete: (id: string) => void;
}

function groupByDay(events: CalendarEvent[]): [string, CalendarEvent[]][] {
  const groups = new Map<string, CalendarEvent[]>();
  for (const e of events) {
    const key = toLocalISODate(new Date(e.start));
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function EventList({ events, onDelete }: Props) {
  if (events.length === 0) {
    return <p className="empty">这周还没有安排</p>;
  }
  return (
    <div className="event-list">
      {groupByDay(events).map(([day, items]) => (
        <section key={day}>
          <h3>{formatDay(fromLocalISODate(day))}</h3>
          <ul>
            {items.map((e) => (
              <li key={e.id}>
                <span className="time">
                  {formatTime(new Date(e.start))} - {formatTime(new Date(e.end))}
                </span>
                <span className="title">{e.title}</span>
                <button onClick={() => onDelete(e.id)} aria-label="删除">×</button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
