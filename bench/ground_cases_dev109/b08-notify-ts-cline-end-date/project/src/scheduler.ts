import { JST_OFFSET } from "./config.js";

export type Reminder = {
  id: string;
  userId: string;
  time: string; // "HH:mm" in JST
  endDate: string | null; // "YYYY-MM-DD" in JST, inclusive
  lastSentAt: Date | null;
};

const pad = (n: number) => String(n).padStart(2, "0");

export function parseTime(time: string): [number, number] {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) throw new Error(`bad time: ${time}`);
  return [Number(m[1]), Number(m[2])];
}

export function nextRunAt(r: Reminder, now: Date): Date {
  const [h, m] = parseTime(r.time);
  const jstToday = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
  let next = new Date(`${jstToday}T${pad(h)}:${pad(m)}:00${JST_OFFSET}`);
  if (next.getTime() <= now.getTime()) next = new Date(next.getTime() + 24 * 3600_000);
  return next;
}

export function isExpired(r: Reminder, now: Date): boolean {
  if (!r.endDate) return false;
  const today = now.toISOString().slice(0, 10);
  return today > r.endDate;
}

export function due(reminders: Reminder[], now: Date, windowMs: number): Reminder[] {
  return reminders.filter((r) => {
    if (isExpired(r, now)) return false;
    const last = r.lastSentAt?.getTime() ?? 0;
    const next = nextRunAt(r, new Date(Math.max(last, now.getTime() - windowMs)));
    return next.getTime() <= now.getTime();
  });
}
