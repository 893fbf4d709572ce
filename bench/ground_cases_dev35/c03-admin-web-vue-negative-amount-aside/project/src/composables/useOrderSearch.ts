import axios from 'axios'
import { ref, watch } from 'vue'
import { searchOrders, type OrderRow } from '@/api/orders'

/**
 * 订单列表页的搜索: 输入防抖后请求 /orders
 */
export function useOrderSearch(debounceMs = 250) {
  const keyword = ref('')
  const rows = ref<OrderRow[]>([])
  const total = ref(0)
  const loading = ref(false)
  const error = ref<string | null>(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined

  async function run(q: string) {
    controller?.abort()
    const current = new AbortController()
    controller = current
    loading.value = true
    error.value = null
    try {
      const res = await searchOrders({ keyword: q, page: 1, pageSize: 50 }, { signal: current.signal })
      rows.value = res.items
      total.value = res.total
    } catch (e) {
      if (axios.isCancel(e)) return
      error.value = (e as Error).message
    } finally {
      if (controller === current) {
        loading.value = false
      }
    }
  }

  watch(keyword, (q) => {
    clearTimeout(timer)
    timer = setTimeout(() => run(q.trim()), debounceMs)
  })

  return { keyword, rows, total, loading, error, refresh: () => run(keyword.value.trim()) }
}
