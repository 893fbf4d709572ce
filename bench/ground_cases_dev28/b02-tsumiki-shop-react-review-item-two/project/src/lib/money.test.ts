import { describe, expect, it } from 'vitest'
import { calcDiscount, computeTotals, formatYen } from './money'

const items = [
  { sku: 'TSM-001', name: '積み木セット S', unitPrice: 2200, quantity: 1 },
  { sku: 'TSM-014', name: '木製パズル', unitPrice: 1650, quantity: 2 },
]

describe('calcDiscount', () => {
  it('floors percent coupons', () => {
    expect(calcDiscount(5500, { code: 'P10', kind: 'percent', value: 10 })).toBe(550)
    expect(calcDiscount(1999, { code: 'P10', kind: 'percent', value: 10 })).toBe(199)
  })

  it('ignores coupons under the minimum', () => {
    expect(calcDiscount(2999, { code: 'F500', kind: 'fixed', value: 500, minSubtotal: 3000 })).toBe(0)
  })

  it('applies fixed coupons', () => {
    expect(calcDiscount(3000, { code: 'F500', kind: 'fixed', value: 500, minSubtotal: 3000 })).toBe(500)
  })
})

describe('computeTotals', () => {
  it('adds shipping under the free line and tax after discount', () => {
    const t = computeTotals(items, null)
    expect(t).toEqual({ subtotal: 5500, discount: 0, shipping: 0, tax: 550, total: 6050 })
  })
})

describe('formatYen', () => {
  it('formats with the yen sign', () => {
    expect(formatYen(1234)).toBe('￥1,234')
  })
})
