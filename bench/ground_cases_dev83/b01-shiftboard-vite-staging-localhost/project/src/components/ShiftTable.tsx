import type { Shift } from '../api/shifts'

const ROLE_LABEL: Record<Shift['role'], string> = {
  hall: 'ホール',
  kitchen: 'キッチン',
  register: 'レジ',
}

function hhmm(iso: string): string {
  return new Date(iso).toLocaleTimeString('ja-JP', { hour: '2-digit', minute: '2-digit' })
}

export function ShiftTable({ shifts }: { shifts: Shift[] }) {
  if (shifts.length === 0) return <p>シフトはまだありません</p>
  return (
    <table>
      <thead>
        <tr><th>スタッフ</th><th>担当</th><th>開始</th><th>終了</th></tr>
      </thead>
      <tbody>
        {shifts.map((s) => (
          <tr key={s.id}>
            <td>{s.staffName}</td>
            <td>{ROLE_LABEL[s.role]}</td>
            <td>{hhmm(s.start)}</td>
            <td>{hhmm(s.end)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
