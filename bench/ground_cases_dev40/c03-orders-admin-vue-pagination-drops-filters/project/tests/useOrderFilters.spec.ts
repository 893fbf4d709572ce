import { describe, expect, it } from 'vitest'
import { emptyFilters, fromQuery, toQuery } from '@/composables/useOrderFilters'

describe('toQuery', () => {
  it('leaves out empty filters', () => {
    expect(toQuery(emptyFilters())).toEqual({})
  })

  it('trims the keyword', () => {
    expect(toQuery({ ...emptyFilters(), keyword: '  13800138000 ' })).toEqual({ keyword: '13800138000' })
  })

  it('splits the date range into from/to', () => {
    expect(toQuery({ ...emptyFilters(), dateRange: ['2025-10-01', '2025-10-07'] })).toEqual({
      from: '2025-10-01',
      to: '2025-10-07',
    })
  })
})

describe('fromQuery', () => {
  it('round-trips with toQuery', () => {
    const f = { keyword: 'A2025', dateRange: ['2025-10-01', '2025-10-07'] as [string, string], status: 'paid' as const }
    expect(fromQuery(toQuery(f))).toEqual(f)
  })

  it('ignores unknown statuses', () => {
    expect(fromQuery({ status: 'lost' }).status).toBe('')
  })

  it('needs both ends of the date range', () => {
    expect(fromQuery({ from: '2025-10-01' }).dateRange).toBeNull()
  })
})
