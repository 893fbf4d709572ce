import { useEffect, useState } from 'react'
import { searchArticles, type Hit } from '../api/search'
import { useDebounce } from '../hooks/useDebounce'

interface Props {
  onResults: (hits: Hit[]) => void
  onError: (message: string) => void
}

export function SearchBox({ onResults, onError }: Props) {
  const [query, setQuery] = useState('')
  const debounced = useDebounce(query.trim(), 300)

  useEffect(() => {
    if (debounced === '') {
      onResults([])
      return
    }
    const ctrl = new AbortController()
    searchArticles(debounced, ctrl.signal)
      .then(onResults)
      .catch((e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') return
        onError(e instanceof Error ? e.message : String(e))
      })
    return () => ctrl.abort()
  }, [debounced, onResults, onError])

  return (
    <input
      type="search"
      className="search-box"
      value={query}
      placeholder="キーワードで検索（例: 経費精算）"
      onChange={(e) => setQuery(e.target.value)}
      aria-label="ナレッジを検索"
    />
  )
}
