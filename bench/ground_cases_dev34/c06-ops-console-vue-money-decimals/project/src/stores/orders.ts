import { defineStore } from 'pinia'
import axios from 'axios'
import { listOrders, type OrderQuery, type OrderRow } from '@/api/orders'

let controller: AbortController | null = null
let seq = 0

export const useOrderStore = defineStore('orders', {
  state: () => ({
    list: [] as OrderRow[],
    total: 0,
    loading: false,
    query: { page: 1, size: 20, keyword: '', status: '' } as OrderQuery,
  }),
  actions: {
    async fetchOrders(patch: Partial<OrderQuery> = {}) {
      this.query = { ...this.query, ...patch }
      controller?.abort()
      controller = new AbortController()
      const mine = ++seq
      this.loading = true
      try {
        const res = await listOrders(this.query, controller.signal)
        if (mine !== seq) return
        this.list = res.list
        this.total = res.total
      } catch (e) {
        if (axios.isCancel(e)) return
        throw e
      } finally {
        if (mine === seq) this.loading = false
      }
    },
  },
})
