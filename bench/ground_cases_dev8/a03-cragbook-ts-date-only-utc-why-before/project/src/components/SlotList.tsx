import { useEffect, useMemo, useState } from "react";
import { fetchSlots } from "../api/client";
import type { Slot } from "../api/types";
import { formatSlotDay } from "../lib/dates";
import { SlotCard } from "./SlotCard";

function groupByDay(slots: Slot[]): [string, Slot[]][] {
  const groups = new Map<string, Slot[]>();
  for (const s of slots) {
    const list = groups.get(s.date) ?? [];
    list.push(s);
    groups.set(s.date, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function SlotList({ from, days = 7 }: { from: string; days?: number }) {
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchSlots(from, days).then(setSlots, (e) => setError(String(e)));
  }, [from, days]);

  const groups = useMemo(() => groupByDay(slots ?? []), [slots]);

  if (error) return <p className="error">Couldn't load sessions: {error}</p>;
  if (!slots) return <p className="muted">Loading…</p>;

  return (
    <div className="slot-list">
      {groups.map(([day, list]) => (
        <section key={day}>
          <h3>{formatSlotDay(day)}</h3>
          {list.map((s) => (
            <SlotCard key={s.id} slot={s} />
          ))}
        </section>
      ))}
    </div>
  );
}
