import type { ChangeEvent, KeyboardEvent } from 'react'

interface Props {
  value: string
  onChange: (value: string) => void
  placeholder?: string
}

/** 受控的搜索输入框，防抖由调用方处理。 */
export default function SearchBox({ value, onChange, placeholder = '搜索' }: Props) {
  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    onChange(e.target.value)
  }

  function handleKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') onChange('')
  }

  return (
    <div className="search-box">
      <input
        className="search-box__input"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        maxLength={50}
      />
      {value && (
        <button type="button" className="search-box__clear" aria-label="清空" onClick={() => onChange('')}>
          ×
        </button>
      )}
    </div>
  )
}

export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ')
}
