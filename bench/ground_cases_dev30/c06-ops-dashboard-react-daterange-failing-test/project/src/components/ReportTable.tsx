import { useEffect, useState } from 'react'
import { fetchReport, ReportRow } from '../api/reports'
import { DateRange, lastNDays, toQueryRange } from '../utils/dateRange'
import { DateRangeFilter } from './DateRangeFilter'

export function ReportTable({ service }: { service?: string }) {
  const [rows, setRows] = useState<ReportRow[]>([])
  const [error, setError] = useState<string | null>(null)
  const [range, setRange] = useState<DateRange>(() => lastNDays(7))

  useEffect(() => {
    fetchReport({ ...toQueryRange(range), service })
      .then(setRows)
      .catch((e: Error) => setError(e.message))
  }, [range, service])

  if (error) return <p className="error">{error}</p>

  return (
    <div className="report-wrap">
      <DateRangeFilter value={range} onChange={setRange} />
      <table className="report">
        <thead>
          <tr>
            <th>日期</th>
            <th>服务</th>
            <th>错误数</th>
            <th>P95 (ms)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.day}</td>
              <td>{r.service}</td>
              <td>{r.errors}</td>
              <td>{r.p95Ms}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
