export interface Hit {
  id: string
  title: string
  space: string
  snippet: string
  updatedAt: string
}

export async function searchArticles(query: string, signal?: AbortSignal): Promise<Hit[]> {
  const res = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal })
  if (!res.ok) throw new Error(`search failed: ${res.status}`)
  const body = (await res.json()) as { hits: Hit[] }
  return body.hits
}
