import { useEffect, useRef, useState } from 'react'

export interface CountdownOptions {
  /** total seconds to count down from */
  seconds: number
  onExpire?: () => void
}

/**
 * Seconds left, calls onExpire once when it reaches 0.
 * Computed from a fixed deadline on every tick (not by decrementing), so a throttled
 * background tab shows the right value as soon as it is visible again.
 */
export function useCountdown({ seconds, onExpire }: CountdownOptions): number {
  const [left, setLeft] = useState(seconds)
  const expireRef = useRef(onExpire)
  expireRef.current = onExpire

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000
    const calc = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
    setLeft(seconds)
    const id = window.setInterval(() => {
      const next = calc()
      setLeft(next)
      if (next < 0) {
        window.clearInterval(id)
        expireRef.current?.()
      }
    }, 1000)
    const onVisible = () => {
      if (document.visibilityState === 'visible') setLeft(calc())
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(id)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [seconds])

  return left
}
