import type { ChangeEvent } from 'react'

interface Props {
  value: string
  onChange: (value: string) => void
  placeholder?: string
}

export function SearchBar({ value, onChange, placeholder = '搜索商品名称' }: Props) {
  const handle = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)
  return (
    <div className="search-bar">
      <input
        type="search"
        value={value}
        onChange={handle}
        placeholder={placeholder}
        aria-label="搜索商品"
      />
      {value && (
        <button type="button" className="clear" onClick={() => onChange('')}>
          清除
        </button>
      )}
    </div>
  )
}
