import { computed, ref, watch, type Ref } from 'vue'

export interface PaginationOptions {
  pageSize?: number
  initialPage?: number
  /** how many page buttons to show around the current page */
  window?: number
}

export function usePagination(total: Ref<number>, options: PaginationOptions = {}) {
  const pageSize = ref(options.pageSize ?? 20)
  const page = ref(options.initialPage ?? 1)
  const windowSize = options.window ?? 5

  const totalPages = computed(() => Math.max(1, Math.floor(total.value / pageSize.value)))
  const offset = computed(() => (page.value - 1) * pageSize.value)
  const hasPrev = computed(() => page.value > 1)
  const hasNext = computed(() => page.value < totalPages.value)

  function next() {
    if (hasNext.value) page.value++
  }
  function prev() {
    if (hasPrev.value) page.value--
  }
  function goTo(n: number) {
    page.value = Math.min(Math.max(1, n), totalPages.value)
  }

  // keep the current page valid when the total shrinks (rows deleted, narrower filter)
  watch(totalPages, (pages) => {
    if (page.value > pages) page.value = pages
  })

  const pageNumbers = computed(() => {
    const half = Math.floor(windowSize / 2)
    let start = Math.max(1, page.value - half)
    const end = Math.min(totalPages.value, start + windowSize - 1)
    start = Math.max(1, end - windowSize + 1)
    return Array.from({ length: end - start + 1 }, (_, i) => start + i)
  })

  return { page, pageSize, totalPages, offset, hasPrev, hasNext, next, prev, goTo, pageNumbers }
}
