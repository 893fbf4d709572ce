import { useCallback, useRef, useState } from 'react'
import { useClickOutside } from '../../hooks/useClickOutside'
import './Select.css'

export interface Option {
  value: string
  label: string
}

interface SelectProps {
  value?: string
  options: Option[]
  placeholder?: string
  onChange: (value: string) => void
}

export default function Select({ value, options, placeholder = '请选择', onChange }: SelectProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useClickOutside(ref, close, open)

  const current = options.find((o) => o.value === value)

  return (
    <div className="select" ref={ref}>
      <button type="button" className="select-trigger" onClick={() => setOpen((v) => !v)}>
        {current ? current.label : placeholder}
      </button>
      {open && (
        <ul className="select-menu" role="listbox">
          {options.map((o) => (
            <li
              key={o.value}
              role="option"
              aria-selected={o.value === value}
              className="select-option"
              onClick={() => {
                onChange(o.value)
                setOpen(false)
              }}
            >
              {o.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
