import { defineStore } from 'pinia'

export const MAX_QTY = 99

export const useCartStore = defineStore('cart', {
  state: () => ({
    items: [], // { id, title, price (fen), qty }
  }),

  getters: {
    count: (state) => state.items.reduce((n, i) => n + i.qty, 0),
    totalFen: (state) => state.items.reduce((sum, i) => sum + i.price * i.qty, 0),
    isEmpty: (state) => state.items.length === 0,
  },

  actions: {
    add(product) {
      const item = this.items.find((i) => i.id === product.id)
      if (item) {
        item.qty = Math.min(item.qty + 1, MAX_QTY)
      } else {
        this.items.push({ id: product.id, title: product.title, price: product.price, qty: 1 })
      }
    },

    setQuantity(id, qty) {
      const item = this.items.find((i) => i.id === id)
      const n = Number(qty)
      if (!item || !Number.isInteger(n) || n < 1) return
      item.qty = Math.min(n, MAX_QTY)
    },

    decrement(id) {
      const item = this.items.find((i) => i.id === id)
      if (!item) return
      this.setQuantity(id, item.qty - 1)
    },

    remove(id) {
      this.items = this.items.filter((i) => i.id !== id)
    },

    clear() {
      this.items = []
    },
  },
})
