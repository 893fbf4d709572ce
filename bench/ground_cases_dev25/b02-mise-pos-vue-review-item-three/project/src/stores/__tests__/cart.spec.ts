import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useCartStore } from '../cart'

const coffee = { id: 'c-01', name: 'ブレンドコーヒー', price: 450, taxRate: 0.1 as const }
const cookie = { id: 'k-02', name: 'クッキー（持ち帰り）', price: 180, taxRate: 0.08 as const }

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('adds a line and merges the same id', () => {
    const cart = useCartStore()
    cart.addItem(coffee)
    cart.addItem(coffee, 2)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].qty).toBe(3)
  })

  it('computes subtotal, tax and total', () => {
    const cart = useCartStore()
    cart.addItem(coffee, 2)
    cart.addItem(cookie)
    expect(cart.subtotal).toBe(1080)
    expect(cart.tax).toBe(104)
    expect(cart.total).toBe(1184)
  })

  it('removes a line by id', () => {
    const cart = useCartStore()
    cart.addItem(coffee)
    cart.addItem(cookie)
    cart.removeItem('c-01')
    expect(cart.items.map((l) => l.id)).toEqual(['k-02'])
  })

  it('restores from localStorage', async () => {
    const cart = useCartStore()
    cart.addItem(cookie, 4)
    await Promise.resolve()
    setActivePinia(createPinia())
    expect(useCartStore().items[0].qty).toBe(4)
  })
})
