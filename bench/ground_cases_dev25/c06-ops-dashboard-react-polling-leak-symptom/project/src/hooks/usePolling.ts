import { useEffect, useRef } from 'react'

/**
 * 定时轮询:立即执行一次 fn,之后每 intervalMs 执行一次。
 * enabled 为 false 时暂停(例如页面不可见时)。
 */
export function usePolling(
  fn: () => void | Promise<void>,
  intervalMs: number,
  enabled = true,
): void {
  const saved = useRef(fn)
  const timer = useRef<number | undefined>(undefined)

  // 总是调用最新的 fn,避免闭包拿到旧的 state
  useEffect(() => {
    saved.current = fn
  }, [fn])

  useEffect(() => {
    if (!enabled) return

    const tick = () => {
      void saved.current()
    }

    tick()
    window.setInterval(tick, intervalMs)

    return () => {
      window.clearInterval(timer.current)
      timer.current = undefined
    }
  }, [intervalMs, enabled])
}
