import { useMemo, useState } from 'react'
import type { Hit } from '../api/search'
import { ResultRow } from './ResultRow'

type SortKey = 'relevance' | 'updated'

interface Props {
  hits: Hit[]
  onToggle: (id: string, checked: boolean) => void
}

/** Search results; rows can be checked to bulk-export them. */
export function ResultList({ hits, onToggle }: Props) {
  const [sort, setSort] = useState<SortKey>('relevance')
  const sorted = useMemo(
    () => (sort === 'updated' ? [...hits].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) : hits),
    [hits, sort],
  )

  if (hits.length === 0) {
    return <p className="empty">該当する記事はありません</p>
  }

  return (
    <>
      <div className="toolbar">
        <p className="count">{hits.length} 件</p>
        <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)} aria-label="並び順">
          <option value="relevance">関連度順</option>
          <option value="updated">更新日順</option>
        </select>
      </div>
      <ul className="results">
        {sorted.map((hit, i) => (
          <ResultRow key={i} hit={hit} onToggle={onToggle} />
        ))}
      </ul>
    </>
  )
}
