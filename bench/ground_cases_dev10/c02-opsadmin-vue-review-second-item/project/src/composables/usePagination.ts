import { ref, watch, type Ref } from 'vue'

export interface PageResult<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

export interface PaginationOptions {
  pageSize?: number
  immediate?: boolean
}

/**
 * 列表页通用分页：page / pageSize 变化时自动重新请求。
 * query 传 reactive 对象，搜索条件变了由页面自己调用 load()。
 */
export function usePagination<T, Q extends object>(
  fetcher: (params: Q & { page: number; pageSize: number }) => Promise<PageResult<T>>,
  query: Q,
  options: PaginationOptions = {},
) {
  const page = ref(1)
  const pageSize = ref(options.pageSize ?? 20)
  const total = ref(0)
  const list = ref<T[]>([]) as Ref<T[]>
  const loading = ref(false)

  async function load() {
    loading.value = true
    try {
      const res = await fetcher({ ...query, page: page.value, pageSize: pageSize.value })
      list.value = res.list
      total.value = res.list.length
    } finally {
      loading.value = false
    }
  }

  watch([page, pageSize], load)

  if (options.immediate !== false) {
    load()
  }

  return { page, pageSize, total, list, loading, load }
}
