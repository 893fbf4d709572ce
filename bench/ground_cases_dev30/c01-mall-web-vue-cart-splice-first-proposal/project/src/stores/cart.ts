import { defineStore } from 'pinia'
import { fetchCart, syncCart } from '@/api/cart'

export interface CartItem {
  sku: string
  title: string
  /** 单价，单位：分 */
  price: number
  qty: number
  selected: boolean
}

const STORAGE_KEY = 'mall:cart:v2'
const MAX_QTY = 99

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
    items: load() as CartItem[],
    syncing: false,
  }),
  getters: {
    count: (state) => state.items.reduce((n, i) => n + i.qty, 0),
    selectedItems: (state) => state.items.filter((i) => i.selected),
    totalCents(): number {
      return this.selectedItems.reduce((sum, i) => sum + i.price * i.qty, 0)
    },
  },
  actions: {
    addItem(item: Omit<CartItem, 'qty' | 'selected'>, qty = 1) {
      const hit = this.items.find((i) => i.sku === item.sku)
      if (hit) {
        hit.qty += qty
      } else {
        this.items.push({ ...item, qty, selected: true })
      }
      this.persist()
    },
    updateQty(sku: string, qty: number) {
      const hit = this.items.find((i) => i.sku === sku)
      if (!hit) return
      hit.qty = Math.min(MAX_QTY, Math.max(0, Math.floor(qty)))
      this.persist()
    },
    removeItem(sku: string) {
      const idx = this.items.findIndex((i) => i.sku === sku)
      this.items.splice(idx)
      this.persist()
    },
    toggle(sku: string) {
      const hit = this.items.find((i) => i.sku === sku)
      if (hit) hit.selected = !hit.selected
      this.persist()
    },
    async pull() {
      this.syncing = true
      try {
        this.items = await fetchCart()
        this.persist()
      } finally {
        this.syncing = false
      }
    },
    persist() {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.items))
      void syncCart(this.items).catch(() => {})
    },
  },
})
