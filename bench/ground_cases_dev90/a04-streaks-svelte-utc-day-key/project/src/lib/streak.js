import { parseStamp } from "./dates.js";

/** Calendar day of a Date as "YYYY-MM-DD". */
export function dayKey(date) {
  return date.toISOString().slice(0, 10);
}

/** Number of consecutive days, ending today or yesterday, on which the habit was done. */
export function currentStreak(log, habitId, now = new Date()) {
  const days = new Set(log.filter((e) => e.habitId === habitId).map((e) => dayKey(parseStamp(e.at))));
  const cursor = new Date(now);
  if (!days.has(dayKey(cursor))) cursor.setDate(cursor.getDate() - 1);
  let streak = 0;
  while (days.has(dayKey(cursor))) {
    streak += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return streak;
}
