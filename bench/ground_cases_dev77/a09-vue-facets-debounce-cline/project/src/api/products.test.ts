import { describe, expect, it } from 'vitest'
import { buildQuery } from './products'

describe('buildQuery', () => {
  it('skips empty filters', () => {
    expect(buildQuery({ brands: [] }).toString()).toBe('')
  })

  it('sends every selected brand', () => {
    expect(buildQuery({ brands: ['Canyon', 'Cube'] }).toString()).toBe('brand=Canyon&brand=Cube')
  })

  it('sets the price range', () => {
    expect(buildQuery({ brands: [], minPrice: 100, maxPrice: 900 }).toString()).toBe('min_price=100&max_price=900')
  })
})
