import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './useCountdown'

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts at the given seconds', () => {
    const { result } = renderHook(() => useCountdown({ seconds: 90 }))
    expect(result.current).toBe(90)
  })

  it('ticks once per second', () => {
    const { result } = renderHook(() => useCountdown({ seconds: 10 }))
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(result.current).toBe(7)
  })

  it('stops ticking at zero and fires onExpire', () => {
    const onExpire = vi.fn()
    const { result } = renderHook(() => useCountdown({ seconds: 3, onExpire }))
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(result.current).toBe(0)
    expect(onExpire).toHaveBeenCalledTimes(1)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(result.current).toBe(0)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })
})
