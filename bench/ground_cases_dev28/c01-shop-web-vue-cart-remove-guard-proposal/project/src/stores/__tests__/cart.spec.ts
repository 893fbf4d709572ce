import { describe, it, expect, beforeEach } from 'vitest'
import { setActivePinia, createPinia } from 'pinia'
import { useCartStore } from '@/stores/cart'

const base = { spuId: 'p1', title: '保温杯', specText: '500ml 白色', thumb: '/t.png', price: 5900 }

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('adds and merges the same sku', () => {
    const cart = useCartStore()
    cart.addItem({ ...base, skuId: 's1' })
    cart.addItem({ ...base, skuId: 's1' }, 2)
    expect(cart.items).toHaveLength(1)
    expect(cart.count).toBe(3)
  })

  it('removes an item', () => {
    const cart = useCartStore()
    cart.addItem({ ...base, skuId: 's1' })
    cart.addItem({ ...base, skuId: 's2' })
    cart.removeItem('s1')
    expect(cart.items.map((i) => i.skuId)).toEqual(['s2'])
  })

  it('decrease drops the row at zero', () => {
    const cart = useCartStore()
    cart.addItem({ ...base, skuId: 's1' })
    cart.decrease('s1')
    expect(cart.items).toHaveLength(0)
  })
})
