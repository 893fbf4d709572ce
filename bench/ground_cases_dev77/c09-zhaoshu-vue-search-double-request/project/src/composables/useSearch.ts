import { onMounted, ref, watch } from 'vue'
import type { RouteLocationNormalizedLoaded } from 'vue-router'
import { fetchSearch, type BookHit } from '@/api/search'

export function useSearch(route: RouteLocationNormalizedLoaded) {
  const items = ref<BookHit[]>([])
  const total = ref(0)
  const loading = ref(false)

  async function run() {
    const q = String(route.query.q ?? '').trim()
    const page = Number(route.query.page ?? 1)
    if (!q) {
      items.value = []
      total.value = 0
      return
    }
    loading.value = true
    try {
      const res = await fetchSearch(q, page)
      items.value = res.items
      total.value = res.total
    } finally {
      loading.value = false
    }
  }

  watch(() => [route.query.q, route.query.page], run, { immediate: true })
  onMounted(run)

  return { items, total, loading, run }
}
