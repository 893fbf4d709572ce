import { useEffect, useState } from 'react'

/**
 * Returns `value` after it has stopped changing for `delay` ms.
 * Used by the search boxes so we don't hit the API on every keystroke.
 */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value)
    }, delay)
    return () => clearTimeout(timer)
  }, [value, delay])

  return debounced
}

/**
 * Like useDebouncedValue, but also reports whether a new value is pending,
 * so inputs can show a small spinner.
 */
export function useDebouncedState<T>(value: T, delay = 300): [T, boolean] {
  const debounced = useDebouncedValue(value, delay)
  return [debounced, debounced !== value]
}

export function isBlank(s: string | null | undefined): boolean {
  return s == null || s.trim() === ''
}
