import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { usePagination } from '../usePagination'

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }))

describe('usePagination', () => {
  it('slices the current page', () => {
    const items = ref(rows(45))
    const { pageItems, totalPages } = usePagination(items, { perPage: 20 })
    expect(totalPages.value).toBe(3)
    expect(pageItems.value.map((r) => r.id)).toEqual(rows(20).map((r) => r.id))
  })

  it('moves with next / prev and stops at the ends', () => {
    const items = ref(rows(45))
    const { page, next, prev, hasNext } = usePagination(items, { perPage: 20 })
    prev()
    expect(page.value).toBe(1)
    next()
    next()
    expect(page.value).toBe(3)
    expect(hasNext.value).toBe(false)
    next()
    expect(page.value).toBe(3)
  })

  it('goTo clamps to the valid range', () => {
    const items = ref(rows(45))
    const { page, goTo } = usePagination(items, { perPage: 20 })
    goTo(99)
    expect(page.value).toBe(3)
    goTo(-1)
    expect(page.value).toBe(1)
  })
})
