import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'

import { PAGE_SIZE, useShiftFilter } from '@/composables/useShiftFilter'
import type { Shift } from '@/types'

const shift = (id: number, day: string, teamId: Shift['teamId'] = 'floor', assigneeId: number | null = 1): Shift => ({
  id,
  teamId,
  start: `${day}T09:00:00Z`,
  end: `${day}T17:00:00Z`,
  assigneeId,
})

describe('useShiftFilter', () => {
  it('filters by team', () => {
    const f = useShiftFilter(ref([shift(1, '2025-03-10', 'bar'), shift(2, '2025-03-10', 'floor')]))
    f.filters.value.team = 'bar'
    expect(f.matching.value.map((s) => s.id)).toEqual([1])
  })

  it('filters by date range', () => {
    const f = useShiftFilter(ref([shift(1, '2025-03-10'), shift(2, '2025-03-12'), shift(3, '2025-03-20')]))
    f.filters.value.from = '2025-03-10'
    f.filters.value.to = '2025-03-14'
    expect(f.matching.value.map((s) => s.id)).toEqual([1, 2])
  })

  it('only open shifts', () => {
    const f = useShiftFilter(ref([shift(1, '2025-03-10', 'bar', null), shift(2, '2025-03-10', 'bar', 7)]))
    f.filters.value.onlyOpen = true
    expect(f.matching.value.map((s) => s.id)).toEqual([1])
  })

  it('goes back to page 1 when a filter changes', async () => {
    const many = Array.from({ length: PAGE_SIZE * 3 }, (_, i) => shift(i + 1, '2025-03-10', i < 5 ? 'bar' : 'floor'))
    const f = useShiftFilter(ref(many))
    f.nextPage()
    f.nextPage()
    expect(f.page.value).toBe(3)
    f.filters.value.team = 'bar'
    await nextTick()
    expect(f.page.value).toBe(1)
    expect(f.visible.value).toHaveLength(5)
  })

  it('pages', () => {
    const many = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => shift(i + 1, '2025-03-10'))
    const f = useShiftFilter(ref(many))
    expect(f.pageCount.value).toBe(2)
    f.nextPage()
    expect(f.visible.value).toHaveLength(3)
  })
})
