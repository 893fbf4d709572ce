import { describe, expect, it } from 'vitest'

import type { CartItem } from '../types'
import { applyCoupon, calcSubtotal, calcTotal, meetsMinimumOrder } from './price'

const karaage: CartItem = { product: { id: 'p1', name: '唐揚げ弁当', price: 650 }, quantity: 2 }
const salmon: CartItem = { product: { id: 'p2', name: '鮭弁当', price: 700 }, quantity: 1 }

describe('price', () => {
  it('sums line totals', () => {
    expect(calcSubtotal([karaage, salmon])).toBe(2000)
  })

  it('never goes below zero with a coupon', () => {
    expect(applyCoupon(300, { code: 'BIG', amountOff: 500 })).toBe(0)
  })

  it('applies the coupon to the total', () => {
    expect(calcTotal([karaage, salmon], { coupon: { code: 'OFF200', amountOff: 200 } })).toBe(1800)
  })

  it('adds tax to the total, rounding down', () => {
    expect(calcTotal([karaage, salmon], { includeTax: true })).toBe(2160)
    expect(calcTotal([salmon], { coupon: { code: 'OFF5', amountOff: 5 }, includeTax: true })).toBe(750)
  })

  it('checks the minimum order', () => {
    expect(meetsMinimumOrder([salmon])).toBe(false)
    expect(meetsMinimumOrder([karaage, salmon])).toBe(true)
  })
})
