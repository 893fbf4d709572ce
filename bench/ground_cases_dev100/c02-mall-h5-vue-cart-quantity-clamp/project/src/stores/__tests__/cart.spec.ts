import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useCartStore } from '../cart'

vi.mock('@/api/cart', () => ({
  fetchCart: vi.fn(async () => [
    { sku_id: 'A1', title: '挂耳咖啡', price_fen: 3990, quantity: 2, selected: true },
    { sku_id: 'B2', title: '燕麦奶', price_fen: 1250, quantity: 1, selected: false },
  ]),
  saveCart: vi.fn(async () => undefined),
}))

describe('cart store', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
  })

  it('loads lines from the api', async () => {
    const cart = useCartStore()
    await cart.load()
    expect(cart.items.map((i) => i.skuId)).toEqual(['A1', 'B2'])
  })

  it('totals only selected lines', async () => {
    const cart = useCartStore()
    await cart.load()
    expect(cart.totalFen).toBe(7980)
    expect(cart.totalText).toBe('¥79.80')
  })

  it('merges quantity when adding the same sku', () => {
    const cart = useCartStore()
    cart.add({ skuId: 'C3', title: '滤纸', priceFen: 990 })
    cart.add({ skuId: 'C3', title: '滤纸', priceFen: 990 }, 2)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].quantity).toBe(3)
  })

  it('caps quantity at 99', () => {
    const cart = useCartStore()
    cart.add({ skuId: 'D4', title: '冷萃', priceFen: 1590 }, 98)
    cart.add({ skuId: 'D4', title: '冷萃', priceFen: 1590 }, 5)
    expect(cart.items[0].quantity).toBe(99)
    cart.setQuantity('D4', 120)
    expect(cart.items[0].quantity).toBe(99)
  })

  it('toggles selection', async () => {
    const cart = useCartStore()
    await cart.load()
    cart.toggle('B2')
    expect(cart.totalFen).toBe(7980 + 1250)
  })
})
