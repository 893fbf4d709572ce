import { describe, expect, it } from 'vitest'
import { countByStatus, emptyFilter, filterCards } from './filters'
import type { Card } from './types'

const cards: Card[] = [
  { id: '1', title: 'ログイン画面', status: 'todo', assignee: 'Sato', labels: ['ui'] },
  { id: '2', title: 'API 設計', status: 'doing', assignee: 'Kato', labels: ['backend'] },
  { id: '3', title: 'ログ出力', status: 'done', assignee: 'sato', labels: [] },
]

describe('filterCards', () => {
  it('returns everything for an empty filter', () => {
    expect(filterCards(cards, emptyFilter)).toHaveLength(3)
  })

  it('matches the assignee case-insensitively', () => {
    expect(filterCards(cards, { ...emptyFilter, assignee: 'SATO' }).map((c) => c.id)).toEqual(['1', '3'])
  })

  it('filters by label', () => {
    expect(filterCards(cards, { ...emptyFilter, label: 'ui' }).map((c) => c.id)).toEqual(['1'])
  })
})

describe('countByStatus', () => {
  it('counts each column', () => {
    expect(countByStatus(cards)).toEqual({ todo: 1, doing: 1, done: 1 })
  })
})
