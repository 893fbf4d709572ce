import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * 短信验证码倒计时。start() 开始，running 为 true 时按钮应禁用。
 */
export function useCountdown(total = 60) {
  const [seconds, setSeconds] = useState(0)
  const timerRef = useRef<number | null>(null)

  const stop = useCallback(() => {
    if (timerRef.current !== null) {
      window.clearInterval(timerRef.current)
      timerRef.current = null
    }
  }, [])

  const start = useCallback(() => {
    stop()
    setSeconds(total)
    timerRef.current = window.setInterval(() => {
      setSeconds((prev) => {
        if (prev <= 1) {
          stop()
          return 0
        }
        return prev - 1
      })
    }, 1000)
  }, [total, stop])

  const restart = useCallback(() => {
    stop()
    setSeconds(total)
    start()
  }, [])

  useEffect(() => stop, [stop])

  return { seconds, running: seconds > 0, start, restart, stop }
}
