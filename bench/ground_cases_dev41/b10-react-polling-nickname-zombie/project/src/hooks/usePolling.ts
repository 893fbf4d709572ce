import { useCallback, useEffect, useRef, useState } from 'react'

export interface PollingState<T> {
  data: T | undefined
  error: Error | undefined
  lastUpdated: Date | undefined
}

/**
 * Calls `fetcher` every `intervalMs` while the tab is visible, and once right away
 * when the tab becomes visible again.
 */
export function usePolling<T>(fetcher: () => Promise<T>, intervalMs = 5000): PollingState<T> {
  const [state, setState] = useState<PollingState<T>>({ data: undefined, error: undefined, lastUpdated: undefined })
  const timerRef = useRef<number | undefined>(undefined)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher

  const tick = useCallback(async () => {
    try {
      const data = await fetcherRef.current()
      setState({ data, error: undefined, lastUpdated: new Date() })
    } catch (error) {
      setState((s) => ({ ...s, error: error as Error }))
    }
  }, [])

  const start = useCallback(() => {
    timerRef.current = window.setInterval(tick, intervalMs)
  }, [tick, intervalMs])

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current)
    timerRef.current = undefined
  }, [])

  useEffect(() => {
    tick()
    start()

    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick()
        start()
      }
    }
    document.addEventListener('visibilitychange', onVisibility)

    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      stop()
    }
  }, [tick, start, stop])

  return state
}
