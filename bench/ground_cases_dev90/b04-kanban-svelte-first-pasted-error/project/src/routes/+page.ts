import type { PageLoad } from './$types'
import type { Card } from '$lib/types'

export const load: PageLoad = async ({ fetch }) => {
  const res = await fetch('/api/cards')
  const cards: Card[] = res.ok ? await res.json() : []
  return { cards }
}
