import { describe, expect, it } from 'vitest'
import { cartTotal, lineTotal } from './money.js'

const items = [
  { sku: 'a', priceCents: 12900, qty: 1 },
  { sku: 'b', priceCents: 8800, qty: 2 },
]

describe('money', () => {
  it('multiplies price by quantity', () => {
    expect(lineTotal(items[1])).toBe(17600)
  })

  it('sums the cart', () => {
    expect(cartTotal(items)).toBe(30500)
  })

  it('empty cart is zero', () => {
    expect(cartTotal([])).toBe(0)
  })
})
