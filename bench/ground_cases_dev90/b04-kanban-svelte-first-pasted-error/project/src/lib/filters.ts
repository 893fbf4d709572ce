import type { Card, Filter } from './types'

export const emptyFilter: Filter = { text: '', assignee: '', label: null }

function matchesText(card: Card, text: string): boolean {
  if (!text) return true
  return card.title.toLowerCase().includes(text.toLowerCase())
}

function matchesAssignee(card: Card, assignee: string): boolean {
  if (!assignee) return true
  return card.assignee.toLowerCase() === assignee.toLowerCase()
}

function matchesLabel(card: Card, label: string | null): boolean {
  if (!label) return true
  return card.labels.includes(label)
}

export function filterCards(cards: Card[], filter: Filter): Card[] {
  return cards.filter(
    (card) =>
      matchesText(card, filter.text) &&
      matchesAssignee(card, filter.assignee) &&
      matchesLabel(card, filter.label),
  )
}

export function countByStatus(cards: Card[]): Record<string, number> {
  const counts: Record<string, number> = { todo: 0, doing: 0, done: 0 }
  for (const card of cards) {
    counts[card.status] += 1
  }
  return counts
}
