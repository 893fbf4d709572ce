import { describe, expect, it } from 'vitest'
import { daysUntil, formatDate, formatYen } from './format'

describe('format', () => {
  it('formats yen', () => {
    expect(formatYen(9800)).toBe('￥9,800')
  })

  it('formats dates', () => {
    expect(formatDate('2025-11-03T10:00:00+09:00')).toBe('2025年11月3日')
  })

  it('counts days until trial end', () => {
    expect(daysUntil('2025-11-10T00:00:00Z', new Date('2025-11-08T00:00:00Z'))).toBe(2)
  })
})
