/** 'YYYY-MM-DD' of an ISO instant, in UTC (the API sends UTC). */
export function dayKey(iso: string): string {
  return iso.slice(0, 10)
}

export function formatShiftTime(start: string, end: string, locale = 'en-GB'): string {
  const fmt = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
  return `${fmt.format(new Date(start))}–${fmt.format(new Date(end))}`
}

export function formatDay(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}

export function hoursBetween(start: string, end: string): number {
  return (new Date(end).getTime() - new Date(start).getTime()) / 3_600_000
}
