import { useEffect, useState } from 'react'
import { fetchSuggestions, type Suggestion } from '../api/suggest'

const DEBOUNCE_MS = 300

type Props = {
  onSelect: (s: Suggestion) => void
}

export function SearchBox({ onSelect }: Props) {
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<Suggestion[] | null>(null)

  useEffect(() => {
    const q = query.trim()
    if (q.length < 2) {
      setItems(null)
      return
    }
    let cancelled = false
    const timer = setTimeout(async () => {
      const result = await fetchSuggestions(q)
      if (!cancelled) setItems(result)
    }, DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [query])

  return (
    <div className="search-box">
      <input
        type="search"
        aria-label="商品を検索"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {items && items.length === 0 && <p className="search-box__empty">候補がありません</p>}
      {items && items.length > 0 && (
        <ul role="listbox">
          {items.map((s) => (
            <li key={s.id} role="option" aria-selected={false} onClick={() => onSelect(s)}>
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
