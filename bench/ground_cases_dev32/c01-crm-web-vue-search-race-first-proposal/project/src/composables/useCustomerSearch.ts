import { onScopeDispose, ref, watch } from 'vue'
import { searchCustomers, type Customer } from '@/api/customers'
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@/config'

/**
 * 客户列表页的搜索：关键字防抖后请求 /customers/search，翻页立即请求。
 */
export function useCustomerSearch(initial = '') {
  const keyword = ref(initial)
  const page = ref(1)
  const results = ref<Customer[]>([])
  const total = ref(0)
  const loading = ref(false)
  const error = ref<string | null>(null)
  let timer: ReturnType<typeof setTimeout> | undefined

  async function run() {
    const q = keyword.value.trim()
    if (!q) {
      results.value = []
      total.value = 0
      return
    }
    loading.value = true
    error.value = null
    try {
      const res = await searchCustomers({ q, page: page.value, pageSize: PAGE_SIZE })
      results.value = res.items
      total.value = res.total
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
    } finally {
      loading.value = false
    }
  }

  watch(keyword, () => {
    page.value = 1
    clearTimeout(timer)
    timer = setTimeout(run, SEARCH_DEBOUNCE_MS)
  })

  watch(page, () => {
    void run()
  })

  onScopeDispose(() => clearTimeout(timer))

  return { keyword, page, results, total, loading, error, refresh: run }
}
