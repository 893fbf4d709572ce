import { useState } from 'react'
import type { Hit } from '../api/search'

interface Props {
  hit: Hit
  onToggle: (id: string, checked: boolean) => void
}

export function ResultRow({ hit, onToggle }: Props) {
  const [checked, setChecked] = useState(false)

  function toggle() {
    const next = !checked
    setChecked(next)
    onToggle(hit.id, next)
  }

  return (
    <li className={checked ? 'result selected' : 'result'}>
      <label>
        <input type="checkbox" checked={checked} onChange={toggle} />
        <span className="space">{hit.space}</span>
        <a href={`/articles/${hit.id}`}>{hit.title}</a>
      </label>
      <p className="snippet">{hit.snippet}</p>
      <time dateTime={hit.updatedAt}>{new Date(hit.updatedAt).toLocaleDateString('ja-JP')}</time>
    </li>
  )
}
