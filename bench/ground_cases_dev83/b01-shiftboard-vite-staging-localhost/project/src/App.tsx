import { useEffect, useState } from 'react'
import { listShifts, type Shift } from './api/shifts'
import { ShiftTable } from './components/ShiftTable'

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([])
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    listShifts({ weekOf: new Date() })
      .then(setShifts)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoading(false))
  }, [])

  if (loading) return <p>読み込み中…</p>
  if (error) return <p role="alert">シフトを取得できませんでした: {error}</p>
  return (
    <main>
      <h1>今週のシフト</h1>
      <ShiftTable shifts={shifts} />
    </main>
  )
}
