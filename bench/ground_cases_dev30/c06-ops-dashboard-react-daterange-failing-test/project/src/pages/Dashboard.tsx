import { useMemo, useState } from 'react'
import { ReportTable } from '../components/ReportTable'
import { formatRange, lastNDays } from '../utils/dateRange'

const SERVICES = ['gateway', 'orders', 'billing', 'search']

export function Dashboard() {
  const [service, setService] = useState<string | undefined>(undefined)
  const week = useMemo(() => lastNDays(7), [])

  return (
    <main className="dashboard">
      <header className="dashboard__header">
        <h1>服务日报</h1>
        <span className="dashboard__range">{formatRange(week.start, week.end)}</span>
        <select value={service ?? ''} onChange={(e) => setService(e.target.value || undefined)}>
          <option value="">全部服务</option>
          {SERVICES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </header>
      <ReportTable service={service} />
    </main>
  )
}
