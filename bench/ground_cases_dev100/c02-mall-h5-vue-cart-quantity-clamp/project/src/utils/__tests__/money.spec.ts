import { describe, expect, it } from 'vitest'
import { applyCoupon, formatFen, yuanToFen } from '../money'

describe('money', () => {
  it('formats fen as yuan', () => {
    expect(formatFen(7980)).toBe('¥79.80')
    expect(formatFen(-150)).toBe('-¥1.50')
  })

  it('parses yuan strings', () => {
    expect(yuanToFen('12.5')).toBe(1250)
    expect(() => yuanToFen('abc')).toThrow()
  })

  it('applies a minus coupon only above the threshold', () => {
    const c = { kind: 'minus', thresholdFen: 10000, minusFen: 1500 } as const
    expect(applyCoupon(9999, c)).toBe(9999)
    expect(applyCoupon(10000, c)).toBe(8500)
  })

  it('applies a discount coupon with a cap', () => {
    expect(applyCoupon(10000, { kind: 'discount', percent: 85 })).toBe(8500)
    expect(applyCoupon(100000, { kind: 'discount', percent: 85, capFen: 5000 })).toBe(95000)
  })

  it('never goes below zero', () => {
    expect(applyCoupon(500, { kind: 'minus', thresholdFen: 0, minusFen: 1000 })).toBe(0)
  })

  it('returns the total without a coupon', () => {
    expect(applyCoupon(4321, null)).toBe(4321)
  })
})
