import { computed, ref, watch, type Ref } from 'vue'

export interface PaginationOptions {
  /** rows per page (default 20) */
  perPage?: number
}

export function usePagination<T>(items: Ref<T[]>, options: PaginationOptions = {}) {
  const perPage = options.perPage ?? 20
  const page = ref(1)

  const total = items.value.length
  const totalPages = computed(() => Math.max(1, Math.ceil(total / perPage)))

  // clamp when the list shrinks (after filtering, deleting ...)
  watch(totalPages, (n) => {
    if (page.value > n) page.value = n
  })

  const pageItems = computed(() => {
    const start = (page.value - 1) * perPage
    return items.value.slice(start, start + perPage)
  })

  const hasPrev = computed(() => page.value > 1)
  const hasNext = computed(() => page.value < totalPages.value)

  function goTo(n: number) {
    page.value = Math.min(Math.max(1, n), totalPages.value)
  }

  function next() {
    if (hasNext.value) page.value++
  }

  function prev() {
    if (hasPrev.value) page.value--
  }

  return { page, perPage, total, totalPages, pageItems, hasPrev, hasNext, goTo, next, prev }
}
