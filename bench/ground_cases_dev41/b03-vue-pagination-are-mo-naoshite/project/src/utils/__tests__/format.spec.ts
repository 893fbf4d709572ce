import { describe, expect, it } from 'vitest'
import { formatDateTime, formatPercent, formatYen, truncate } from '../format'

describe('format', () => {
  it('formats yen with separators', () => {
    expect(formatYen(1980)).toBe('￥1,980')
  })

  it('formats zero yen', () => {
    expect(formatYen(0)).toBe('￥0')
  })

  it('formats a date time in ja-JP', () => {
    expect(formatDateTime(new Date(2025, 10, 14, 9, 30))).toBe('2025/11/14 09:30')
  })

  it('formats percent', () => {
    expect(formatPercent(0.125)).toBe('12.5%')
  })

  it('truncates long text', () => {
    expect(truncate('あいうえお', 3)).toBe('あい…')
  })
})
