import { defineStore } from 'pinia'
import { listOrders, type Order, type OrderQuery } from '@/api/orders'

export const useOrdersStore = defineStore('orders', {
  state: () => ({
    items: [] as Order[],
    total: 0,
    loading: false,
    error: '',
    lastQuery: null as OrderQuery | null,
  }),
  getters: {
    isEmpty: (state) => !state.loading && state.items.length === 0,
  },
  actions: {
    async load(q: OrderQuery) {
      this.loading = true
      this.error = ''
      this.lastQuery = q
      try {
        const page = await listOrders(q)
        // a slow earlier request must not overwrite a newer one
        if (this.lastQuery !== q) return
        this.items = page.items
        this.total = page.total
      } catch (e) {
        if (this.lastQuery === q) this.error = e instanceof Error ? e.message : String(e)
      } finally {
        if (this.lastQuery === q) this.loading = false
      }
    },
    clear() {
      this.items = []
      this.total = 0
      this.lastQuery = null
    },
  },
})
