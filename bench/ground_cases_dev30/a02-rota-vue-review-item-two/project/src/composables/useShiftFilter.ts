import { computed, ref, watch, type Ref } from 'vue'

import type { Shift, TeamId } from '@/types'

export interface ShiftFilters {
  team: TeamId | 'all'
  /** 'YYYY-MM-DD' from the date picker, or null */
  from: string | null
  /** 'YYYY-MM-DD' from the date picker, or null */
  to: string | null
  onlyOpen: boolean
}

export const PAGE_SIZE = 25

const emptyFilters = (): ShiftFilters => ({ team: 'all', from: null, to: null, onlyOpen: false })

export function useShiftFilter(shifts: Ref<Shift[]>) {
  const filters = ref<ShiftFilters>(emptyFilters())
  const page = ref(1)

  // back to the first page whenever the filters change; `v-model="filters.team"` mutates
  // a nested property, so the watcher has to be deep
  watch(
    filters,
    () => {
      page.value = 1
    },
    { deep: true },
  )

  const matching = computed(() =>
    shifts.value.filter((s) => {
      const f = filters.value
      if (f.team !== 'all' && s.teamId !== f.team) return false
      if (f.onlyOpen && s.assigneeId !== null) return false
      if (f.from && s.start < f.from) return false
      if (f.to && s.start > f.to) return false
      return true
    }),
  )

  const pageCount = computed(() => Math.max(1, Math.ceil(matching.value.length / PAGE_SIZE)))
  const visible = computed(() => matching.value.slice((page.value - 1) * PAGE_SIZE, page.value * PAGE_SIZE))

  function nextPage() {
    if (page.value < pageCount.value) page.value++
  }

  function prevPage() {
    if (page.value > 1) page.value--
  }

  function reset() {
    filters.value = emptyFilters()
  }

  return { filters, page, pageCount, matching, visible, nextPage, prevPage, reset }
}
