import { useCallback, useState } from 'react'
import type { Hit } from './api/search'
import { ResultList } from './components/ResultList'
import { SearchBox } from './components/SearchBox'

export default function App() {
  const [hits, setHits] = useState<Hit[]>([])
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())

  const onResults = useCallback((next: Hit[]) => {
    setError(null)
    setHits(next)
  }, [])

  const onToggle = useCallback((id: string, checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  return (
    <main>
      <h1>社内ナレッジ検索</h1>
      <SearchBox onResults={onResults} onError={setError} />
      {error && <p className="error">{error}</p>}
      <ResultList hits={hits} onToggle={onToggle} />
      <button disabled={selected.size === 0}>選択した {selected.size} 件をエクスポート</button>
    </main>
  )
}
