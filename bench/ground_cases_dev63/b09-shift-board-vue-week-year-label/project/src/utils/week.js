// Week helpers for the shift board. Dates are local calendar days (no time of day).

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2024-12-30" -> local Date at 00:00 */
export function parseDay(s) {
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(date, n) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + n);
}

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function weekNumber(date) {
  const thursday = addDays(date, 3 - ((date.getDay() + 6) % 7));
  const jan1 = new Date(thursday.getFullYear(), 0, 1);
  return Math.floor(Math.round((thursday - jan1) / DAY_MS) / 7) + 1;
}

/** Label shown above each week row, e.g. "2025年 第3週". */
export function formatWeekLabel(date) {
  return `${date.getFullYear()}年 第${weekNumber(date)}週`;
}

/** The seven days of the week that starts on `monday`. */
export function daysOfWeek(monday) {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function mondayOf(date) {
  const offset = (date.getDay() + 6) % 7;
  return addDays(date, -offset);
}
