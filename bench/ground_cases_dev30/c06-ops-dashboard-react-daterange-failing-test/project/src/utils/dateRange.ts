import dayjs from 'dayjs'

export interface DateRange {
  start: Date
  end: Date
}

export interface RangeOptions {
  withTime?: boolean
  separator?: string
}

const DAY = 'YYYY-MM-DD'
const MINUTE = 'YYYY-MM-DD HH:mm'

/** "2024-03-01 ~ 2024-03-05"; a single date when start and end are the same day. */
export function formatRange(start: Date, end: Date, opts: RangeOptions = {}): string {
  const fmt = opts.withTime ? MINUTE : DAY
  const sep = opts.separator ?? ' ~ '
  const a = dayjs(start).format(fmt)
  // end is exclusive (next day 00:00): show the last day that is included
  const last = opts.withTime ? dayjs(end) : dayjs(end).subtract(1, 'day')
  if (!opts.withTime && dayjs(start).isSame(last, 'day')) {
    return a
  }
  return `${a}${sep}${last.format(fmt)}`
}

/** Whole-day range -> the half-open [from, to) the report API expects. */
export function toQueryRange(r: DateRange): { from: string; to: string } {
  return {
    from: dayjs(r.start).startOf('day').toISOString(),
    to: dayjs(r.end).add(1, 'day').startOf('day').toISOString(),
  }
}

/** The last n days including today, as whole days. */
export function lastNDays(n: number, today: Date = new Date()): DateRange {
  const end = dayjs(today).startOf('day')
  return { start: end.subtract(n - 1, 'day').toDate(), end: end.toDate() }
}

export function isValidRange(r: DateRange): boolean {
  return !dayjs(r.end).isBefore(r.start, 'day')
}
