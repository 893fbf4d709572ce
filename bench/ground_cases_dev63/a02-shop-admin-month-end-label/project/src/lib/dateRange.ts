// Report periods. All dates are local (the admin runs in Asia/Tokyo).

export interface DateRange {
  start: Date;
  end: Date;
}

/** The calendar month containing `day`: first day to last day. */
export function monthRange(day: Date): DateRange {
  const y = day.getFullYear();
  const m = day.getMonth();
  const start = new Date(y, m, 1);
  const end = new Date(y, m + 1, 1);
  return { start, end };
}

/** Previous calendar month, used by the "vs last month" badge. */
export function previousMonth(range: DateRange): DateRange {
  const d = new Date(range.start);
  d.setMonth(d.getMonth() - 1);
  return monthRange(d);
}

/** Number of days in the range, both ends included. */
export function daysIn(range: DateRange): number {
  const ms = range.end.getTime() - range.start.getTime();
  return Math.round(ms / 86_400_000);
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}
