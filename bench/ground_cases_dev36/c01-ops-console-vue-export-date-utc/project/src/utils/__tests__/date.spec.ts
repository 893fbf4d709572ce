import { describe, expect, it } from 'vitest'
import { daysBetween, formatDate, formatDateTime, isSameDay } from '../date'

describe('formatDate', () => {
  it('formats a Date as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('2024-01-05')
  })

  it('accepts ISO strings', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('2024-03-05')
  })

  it('throws on garbage', () => {
    expect(() => formatDate('not a date')).toThrow('invalid date')
  })
})

describe('formatDateTime', () => {
  it('pads every part', () => {
    expect(formatDateTime(new Date(2024, 1, 3, 4, 5, 6))).toBe('2024-02-03 04:05:06')
  })
})

describe('daysBetween', () => {
  it('ignores the time of day', () => {
    expect(daysBetween(new Date(2024, 0, 1, 23), new Date(2024, 0, 3, 1))).toBe(2)
  })
})

describe('isSameDay', () => {
  it('compares calendar days', () => {
    expect(isSameDay(new Date(2024, 4, 1, 10), new Date(2024, 4, 1, 18))).toBe(true)
  })
})
