import { formatRange, isValidRange, lastNDays } from './dateRange'

describe('formatRange', () => {
  it('formats a multi-day range', () => {
    expect(formatRange(new Date(2024, 2, 1), new Date(2024, 2, 5))).toBe('2024-03-01 ~ 2024-03-05')
  })

  it('same-day range shows one date', () => {
    expect(formatRange(new Date(2024, 2, 5), new Date(2024, 2, 5))).toBe('2024-03-05')
  })

  it('keeps both ends when showing time', () => {
    const a = new Date(2024, 2, 5, 9, 30)
    const b = new Date(2024, 2, 5, 18, 0)
    expect(formatRange(a, b, { withTime: true })).toBe('2024-03-05 09:30 ~ 2024-03-05 18:00')
  })
})

describe('lastNDays', () => {
  it('includes today', () => {
    const r = lastNDays(7, new Date(2024, 2, 10, 15, 0))
    expect(formatRange(r.start, r.end)).toBe('2024-03-04 ~ 2024-03-10')
  })
})

describe('isValidRange', () => {
  it('rejects an end before the start', () => {
    expect(isValidRange({ start: new Date(2024, 2, 5), end: new Date(2024, 2, 4) })).toBe(false)
  })
})
