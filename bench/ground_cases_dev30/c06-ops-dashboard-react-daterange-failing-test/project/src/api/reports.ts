export interface ReportRow {
  id: string
  service: string
  errors: number
  p95Ms: number
  day: string
}

export interface ReportQuery {
  /** ISO time, inclusive */
  from: string
  /** ISO time, exclusive */
  to: string
  service?: string
}

export async function fetchReport(q: ReportQuery): Promise<ReportRow[]> {
  const params = new URLSearchParams({ from: q.from, to: q.to })
  if (q.service) params.set('service', q.service)
  const res = await fetch(`/api/reports/daily?${params.toString()}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  })
  if (!res.ok) {
    throw new Error(`report request failed: ${res.status}`)
  }
  const body = (await res.json()) as { rows: ReportRow[] }
  return body.rows
}
