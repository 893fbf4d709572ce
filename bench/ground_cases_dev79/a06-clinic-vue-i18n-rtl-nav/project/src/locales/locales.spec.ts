import { describe, expect, it } from 'vitest'

import ar from './ar.json'
import en from './en.json'

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, prefix + k + '.') : [prefix + k],
  )
}

describe('locales', () => {
  it('ar has every key of en', () => {
    const missing = keys(en).filter((k) => !keys(ar).includes(k))
    expect(missing).toEqual([])
  })
})
