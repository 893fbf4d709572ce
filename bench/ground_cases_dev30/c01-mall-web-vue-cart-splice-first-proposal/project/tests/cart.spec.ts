import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useCartStore } from '@/stores/cart'

vi.mock('@/api/cart', () => ({
  fetchCart: vi.fn().mockResolvedValue([]),
  syncCart: vi.fn().mockResolvedValue(undefined),
}))

const apple = { sku: 'A-001', title: '苹果', price: 599 }
const pear = { sku: 'P-002', title: '梨', price: 399 }

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('adds and merges items', () => {
    const cart = useCartStore()
    cart.addItem(apple)
    cart.addItem(apple, 2)
    cart.addItem(pear)
    expect(cart.items).toHaveLength(2)
    expect(cart.count).toBe(4)
  })

  it('sums selected items only', () => {
    const cart = useCartStore()
    cart.addItem(apple, 2)
    cart.addItem(pear)
    cart.toggle(pear.sku)
    expect(cart.totalCents).toBe(1198)
  })

  it.skip('drops an item when qty goes to zero', () => {
    const cart = useCartStore()
    cart.addItem(apple)
    cart.updateQty(apple.sku, 0)
    expect(cart.items).toHaveLength(0)
  })
})
