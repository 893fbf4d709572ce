import { ChangeEvent } from 'react'
import dayjs from 'dayjs'
import { DateRange, formatRange, isValidRange } from '../utils/dateRange'

interface Props {
  value: DateRange
  onChange: (r: DateRange) => void
}

const INPUT = 'YYYY-MM-DD'

export function DateRangeFilter({ value, onChange }: Props) {
  const set = (key: 'start' | 'end') => (e: ChangeEvent<HTMLInputElement>) => {
    if (!e.target.value) return
    const next = { ...value, [key]: dayjs(e.target.value, INPUT).toDate() }
    if (isValidRange(next)) onChange(next)
  }
  const q = dayjs(value.end).add(1, 'day').startOf('day').toDate()

  return (
    <div className="range-filter">
      <input type="date" aria-label="开始日期" value={dayjs(value.start).format(INPUT)} onChange={set('start')} />
      <span>至</span>
      <input type="date" aria-label="结束日期" value={dayjs(value.end).format(INPUT)} onChange={set('end')} />
      <span className="range-filter__label">{formatRange(value.start, q)}</span>
    </div>
  )
}
