import { reactive, ref, watch } from 'vue'
import { fetchOrders, type Order, type OrderStatus } from '@/api/orders'

export interface OrderFilters {
  status?: OrderStatus
  keyword: string
}

export function useOrders(pageSize = 20) {
  const items = ref<Order[]>([])
  const total = ref(0)
  const page = ref(1)
  const loading = ref(false)
  const filters = reactive<OrderFilters>({ status: undefined, keyword: '' })

  async function load() {
    loading.value = true
    try {
      const res = await fetchOrders({
        page: page.value,
        pageSize,
        status: filters.status,
        keyword: filters.keyword || undefined,
      })
      items.value = res.items
      total.value = res.total
    } finally {
      loading.value = false
    }
  }

  watch(page, load)
  watch(
    () => [filters.status, filters.keyword],
    () => {
      if (page.value !== 1) {
        page.value = 1 // 由 watch(page) 触发 load
      } else {
        load()
      }
    },
  )

  function reset() {
    filters.status = undefined
    filters.keyword = ''
    page.value = 1
  }

  return { items, total, page, loading, filters, load, reset }
}
