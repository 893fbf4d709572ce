import { describe, expect, it } from 'vitest'

import { filtersFromQuery, toApiParams } from './useProductFilters'

describe('filtersFromQuery', () => {
  it('reads empty query as defaults', () => {
    const f = filtersFromQuery({})
    expect(f.minPrice).toBeNull()
    expect(f.sort).toBe('default')
  })

  it('reads price range in yuan', () => {
    const f = filtersFromQuery({ min: '50', max: '200' })
    expect(f.minPrice).toBe(50)
    expect(f.maxPrice).toBe(200)
  })
})

describe('toApiParams', () => {
  it('sends min price in fen', () => {
    const f = filtersFromQuery({ min: '50' })
    expect(toApiParams(f).price_gte).toBe('5000')
  })

  it('omits default sort', () => {
    expect(toApiParams(filtersFromQuery({})).sort).toBeUndefined()
  })
})
