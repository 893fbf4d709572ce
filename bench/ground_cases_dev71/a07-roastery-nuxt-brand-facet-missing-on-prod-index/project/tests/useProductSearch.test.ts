import { describe, expect, it, vi } from 'vitest'

const search = vi.fn().mockResolvedValue({ hits: [], facets: {} })
vi.mock('algoliasearch/lite', () => ({
  default: () => ({ initIndex: () => ({ search }) }),
}))

describe('useProductSearch', () => {
  it('ORs brands and ANDs groups', async () => {
    const { filters, run } = useProductSearch()
    filters.brands.push('Hario', 'Kalita')
    filters.categories.push('Drippers')
    await run()
    expect(search.mock.lastCall![1].facetFilters).toEqual([
      ['brand:Hario', 'brand:Kalita'],
      ['categories:Drippers'],
    ])
  })
})
