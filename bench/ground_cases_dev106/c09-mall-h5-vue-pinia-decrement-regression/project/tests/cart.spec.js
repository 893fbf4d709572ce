import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { MAX_QTY, useCartStore } from '../src/stores/cart'

const apple = { id: 'sku-1', title: '苹果', price: 1290 }
const pear = { id: 'sku-2', title: '梨', price: 650 }

describe('cart store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('adds and counts items', () => {
    const cart = useCartStore()
    cart.add(apple)
    cart.add(apple)
    cart.add(pear)
    expect(cart.count).toBe(3)
    expect(cart.totalFen).toBe(1290 * 2 + 650)
  })

  it('caps quantity at MAX_QTY', () => {
    const cart = useCartStore()
    for (let i = 0; i < MAX_QTY + 5; i++) cart.add(apple)
    expect(cart.items[0].qty).toBe(MAX_QTY)
  })

  it('clears the cart', () => {
    const cart = useCartStore()
    cart.add(apple)
    cart.add(pear)
    cart.clear()
    expect(cart.isEmpty).toBe(true)
  })

  it('decrements quantity', () => {
    const cart = useCartStore()
    cart.add(apple)
    cart.add(apple)
    cart.decrement(apple.id)
    expect(cart.items[0].qty).toBe(1)
  })
})
