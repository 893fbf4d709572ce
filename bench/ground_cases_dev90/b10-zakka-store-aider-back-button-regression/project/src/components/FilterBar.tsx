import type { Filters } from '../types'

const CATEGORIES = [
  { value: '', label: 'すべて' },
  { value: 'kitchen', label: 'キッチン' },
  { value: 'interior', label: 'インテリア' },
  { value: 'stationery', label: '文房具' },
]

type Props = {
  value: Filters
  onChange: (next: Filters) => void
}

export default function FilterBar({ value, onChange }: Props) {
  return (
    <div className="filter-bar">
      <select value={value.category} onChange={(e) => onChange({ ...value, category: e.target.value })}>
        {CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <input
        type="number"
        placeholder="上限価格"
        min={0}
        value={value.maxPrice ?? ''}
        onChange={(e) =>
          onChange({ ...value, maxPrice: e.target.value ? Math.max(0, Number(e.target.value)) : null })
        }
      />
      <label>
        <input
          type="checkbox"
          checked={value.inStock}
          onChange={(e) => onChange({ ...value, inStock: e.target.checked })}
        />
        在庫ありのみ
      </label>
    </div>
  )
}
