import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatYen } from './format'

describe('formatYen', () => {
  it('formats with yen sign and separators', () => {
    expect(formatYen(1234567)).toBe('￥1,234,567')
  })
})

describe('formatDate', () => {
  it('formats an ISO date', () => {
    expect(formatDate('2025-11-03T10:00:00+09:00')).toBe('2025/11/03')
  })

  it('returns a dash for invalid input', () => {
    expect(formatDate('not a date')).toBe('-')
  })
})

describe('formatDateTime', () => {
  it('adds hours and minutes', () => {
    expect(formatDateTime('2025-11-03T09:05:00+09:00')).toBe('2025/11/03 09:05')
  })
})
