import { defineStore } from 'pinia'

export interface Line {
  sku: string
  name: string
  price: number
  qty: number
}

export const useCartStore = defineStore('cart', {
  state: () => ({ lines: [] as Line[], shipping: 0 }),
  getters: {
    total: (s) => s.lines.reduce((sum, l) => sum + l.price * l.qty, 0),
  },
  actions: {
    remove(sku: string) {
      this.lines = this.lines.filter((l) => l.sku !== sku)
    },
    async submit() {
      await fetch('/api/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lines: this.lines }),
      })
    },
  },
})
