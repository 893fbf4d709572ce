/**
 * Date helpers for reports. Report days are Japanese calendar days (the shops are all in Japan).
 */

export function formatYmd(d: Date): string {
  const y = d.getFullYear()
  const m = String(d.getMonth() + 1).padStart(2, '0')
  const day = String(d.getDate()).padStart(2, '0')
  return `${y}-${m}-${day}`
}

/** The report day before `now`, as YYYY-MM-DD. */
export function yesterday(now: Date = new Date()): string {
  const d = new Date(now)
  d.setDate(d.getDate() - 1)
  return formatYmd(d)
}

/** First day of the month of `ymd`. */
export function monthStart(ymd: string): string {
  return `${ymd.slice(0, 7)}-01`
}

/** Every day from `from` to `to` inclusive (both YYYY-MM-DD). */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = []
  const d = new Date(`${from}T00:00:00`)
  const end = new Date(`${to}T00:00:00`)
  while (d <= end) {
    out.push(formatYmd(d))
    d.setDate(d.getDate() + 1)
  }
  return out
}

export function isYmd(s: unknown): s is string {
  return typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s)
}
