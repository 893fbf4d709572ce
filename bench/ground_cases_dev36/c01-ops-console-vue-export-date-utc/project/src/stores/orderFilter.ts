import { defineStore } from 'pinia'
import { computed, ref } from 'vue'

export interface OrderQuery {
  page: number
  pageSize: number
  status?: string
  keyword?: string
}

export const useOrderFilterStore = defineStore('orderFilter', () => {
  const query = ref<OrderQuery>({ page: 1, pageSize: 20 })
  const dateRange = ref<[string, string] | null>(null)

  const params = computed(() => {
    const p: Record<string, unknown> = { ...query.value }
    if (dateRange.value) {
      p.startDate = dateRange.value[0]
      p.endDate = dateRange.value[1]
    }
    return p
  })

  function setPage(page: number) {
    query.value = { ...query.value, page }
  }

  function reset() {
    query.value = { page: 1, pageSize: query.value.pageSize }
    dateRange.value = null
  }

  return { query, dateRange, params, setPage, reset }
})
