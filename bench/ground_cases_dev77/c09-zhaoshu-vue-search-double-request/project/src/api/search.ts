export interface BookHit {
  id: number
  title: string
  author: string
  cover: string
}

export interface SearchResponse {
  total: number
  items: BookHit[]
}

export async function fetchSuggest(q: string, signal?: AbortSignal): Promise<string[]> {
  const res = await fetch(`/api/suggest?q=${encodeURIComponent(q)}`, { signal })
  if (!res.ok) throw new Error(`suggest ${res.status}`)
  return (await res.json()).terms
}

export async function fetchSearch(q: string, page = 1): Promise<SearchResponse> {
  const res = await fetch(`/api/search?q=${encodeURIComponent(q)}&page=${page}`)
  if (!res.ok) throw new Error(`search ${res.status}`)
  return res.json()
}
