import { useEffect, useState } from 'react'

/**
 * Returns `value` once it has stopped changing for `delayMs`.
 * Used by the search box so we only hit the API after the user pauses typing.
 */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value)

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])

  return debounced
}
