import { formatDateTime, formatDate, fromNow } from './date'

describe('date utils', () => {
  it('formats server time', () => {
    expect(formatDateTime('2024-05-01 12:03:00')).toBe('2024-05-01 12:03')
  })

  it('returns dash for empty', () => {
    expect(formatDateTime(null)).toBe('-')
    expect(formatDate('')).toBe('-')
  })

  it('fromNow in minutes', () => {
    const now = new Date('2024-05-01T12:10:00')
    expect(fromNow('2024-05-01 12:03:00', now)).toBe('7 分钟前')
  })
})
