import { onMounted, reactive, ref, watch } from 'vue'
import { fetchOrders, type OrderRow, type OrderStatus } from '@/api/orders'

export interface OrderFilters {
  status: OrderStatus | ''
  keyword: string
  dateRange: [string, string] | null
}

export function useOrderList(defaultPageSize = 20) {
  const rows = ref<OrderRow[]>([])
  const total = ref(0)
  const loading = ref(false)
  const page = ref(1)
  const pageSize = ref(defaultPageSize)
  const filters = reactive<OrderFilters>({ status: '', keyword: '', dateRange: null })

  // 丢弃过期响应：快速翻页时只认最后一次请求
  let seq = 0
  async function load() {
    const mySeq = ++seq
    loading.value = true
    try {
      const res = await fetchOrders({
        page: page.value,
        pageSize: pageSize.value,
        status: filters.status || undefined,
        keyword: filters.keyword.trim() || undefined,
        startDate: filters.dateRange?.[0],
        endDate: filters.dateRange?.[1],
      })
      if (mySeq !== seq) return
      rows.value = res.list
      total.value = res.total
    } finally {
      if (mySeq === seq) loading.value = false
    }
  }

  function search() {
    page.value = 1
    load()
  }

  function onPageChange(p: number) {
    page.value = p
    load()
  }

  function onSizeChange(size: number) {
    pageSize.value = size
    page.value = 1
    load()
  }

  watch(() => filters.status, () => load())

  onMounted(load)

  return { rows, total, loading, page, pageSize, filters, search, onPageChange, onSizeChange, reload: load }
}
