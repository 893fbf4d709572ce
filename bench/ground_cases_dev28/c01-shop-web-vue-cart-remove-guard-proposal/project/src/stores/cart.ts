import { defineStore } from 'pinia'
import type { CartItem, Coupon } from '@/types/cart'
import { applyCoupon } from '@/utils/price'

const STORAGE_KEY = 'shop-web:cart:v2'

function load(): CartItem[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as CartItem[]) : []
  } catch {
    return []
  }
}

export const useCartStore = defineStore('cart', {
  state: () => ({
    items: load(),
    coupon: null as Coupon | null,
  }),

  getters: {
    count: (state) => state.items.reduce((n, i) => n + i.qty, 0),
    subtotal: (state) => state.items.reduce((sum, i) => sum + i.price * i.qty, 0),
    total(): number {
      return applyCoupon(this.subtotal, this.coupon)
    },
  },

  actions: {
    addItem(item: Omit<CartItem, 'qty'>, qty = 1) {
      const found = this.items.find((i) => i.skuId === item.skuId)
      if (found) {
        found.qty += qty
      } else {
        this.items.push({ ...item, qty })
      }
      this.persist()
    },

    decrease(skuId: string) {
      const found = this.items.find((i) => i.skuId === skuId)
      if (!found) return
      found.qty -= 1
      if (found.qty <= 0) {
        this.items = this.items.filter((i) => i.skuId !== skuId)
      }
      this.persist()
    },

    removeItem(skuId: string) {
      const idx = this.items.findIndex((i) => i.skuId === skuId)
      this.items.splice(idx, 1)
      this.persist()
    },

    setCoupon(coupon: Coupon | null) {
      this.coupon = coupon
    },

    clear() {
      this.items = []
      this.coupon = null
      this.persist()
    },

    persist() {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.items))
    },
  },
})
