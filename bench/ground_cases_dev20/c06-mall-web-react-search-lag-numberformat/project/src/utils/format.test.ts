import { describe, expect, it } from 'vitest'
import { discountPercent, formatCount, formatPrice, truncate } from './format'

describe('formatPrice', () => {
  it('formats cents as CNY', () => {
    expect(formatPrice(12990)).toMatch(/129\.90/)
  })
  it('supports USD', () => {
    expect(formatPrice(500, 'USD')).toMatch(/5\.00/)
  })
})

describe('formatCount', () => {
  it('keeps small numbers', () => expect(formatCount(9999)).toBe('9999'))
  it('uses 万', () => expect(formatCount(1_234_567)).toBe('123.5万'))
  it('drops .0', () => expect(formatCount(20_000)).toBe('2万'))
})

describe('discountPercent', () => {
  it('rounds down', () => expect(discountPercent(10000, 7990)).toBe(20))
  it('is 0 without discount', () => expect(discountPercent(1000, 1000)).toBe(0))
})

describe('truncate', () => {
  it('adds ellipsis', () => expect(truncate('abcdef', 4)).toBe('abc…'))
})
