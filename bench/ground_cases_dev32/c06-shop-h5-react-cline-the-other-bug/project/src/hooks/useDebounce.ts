import { useEffect, useState } from 'react'

/** 搜索框等输入的防抖值，delay 默认 300ms。 */
export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value])

  return debounced
}
