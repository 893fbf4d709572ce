import { describe, expect, it, vi } from 'vitest'

vi.mock('../api/messages', () => ({
  searchMembers: vi.fn(async (_c: number, q: string) => [{ id: 1, name: `${q}-match` }]),
}))

import { useMention } from './useMention'

describe('useMention', () => {
  it('opens candidates after @', async () => {
    const m = useMention(() => 7)
    await m.onInput('hello @li')
    expect(m.query.value).toBe('li')
    expect(m.candidates.value).toHaveLength(1)
  })

  it('closes when there is no trigger', async () => {
    const m = useMention(() => 7)
    await m.onInput('hello')
    expect(m.query.value).toBeNull()
  })

  it('replaces the query with the picked name', () => {
    const m = useMention(() => 7)
    expect(m.apply('hi @li', 6, 'lisa')).toEqual({ text: 'hi @lisa ', caret: 9 })
  })
})
