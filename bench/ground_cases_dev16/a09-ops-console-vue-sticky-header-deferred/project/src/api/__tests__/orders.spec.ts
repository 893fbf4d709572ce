import { describe, expect, it } from 'vitest'

import { toSearchParams } from '../orders'

describe('toSearchParams', () => {
  it('sets a default limit', () => {
    expect(toSearchParams({}).toString()).toBe('limit=200')
  })

  it('passes the status through', () => {
    expect(toSearchParams({ status: 'open' }).get('status')).toBe('open')
  })

  it('leaves out an empty status', () => {
    expect(toSearchParams({ status: '' }).has('status')).toBe(false)
  })
})
