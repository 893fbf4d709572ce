import { ref, watch } from 'vue'
import { fetchOrders, type Order, type OrderQuery } from '@/api/orders'

export function useOrders(initial: Partial<OrderQuery> = {}) {
  const query = ref<OrderQuery>({ page: 1, pageSize: 20, ...initial })
  const orders = ref<Order[]>([])
  const total = ref(0)
  const loading = ref(false)
  const error = ref<string | null>(null)
  let seq = 0

  async function load() {
    const mine = ++seq
    loading.value = true
    error.value = null
    orders.value = []
    try {
      const page = await fetchOrders(query.value)
      if (mine !== seq) return
      orders.value = page.items
      total.value = page.total
    } catch (e) {
      if (mine !== seq) return
      error.value = e instanceof Error ? e.message : String(e)
    } finally {
      if (mine === seq) loading.value = false
    }
  }

  function setPage(page: number) {
    query.value = { ...query.value, page }
  }

  function setStatus(status: OrderQuery['status']) {
    query.value = { ...query.value, status, page: 1 }
  }

  watch(query, load, { immediate: true })

  return { query, orders, total, loading, error, load, setPage, setStatus }
}
