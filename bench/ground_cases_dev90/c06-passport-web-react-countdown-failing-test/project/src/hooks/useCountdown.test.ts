import { act, renderHook } from '@testing-library/react'
import { useCountdown } from './useCountdown'

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts down once per second', () => {
    const { result } = renderHook(() => useCountdown(3))
    act(() => result.current.start())
    expect(result.current.seconds).toBe(3)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.seconds).toBe(2)
  })

  it('stops at zero and is no longer running', () => {
    const { result } = renderHook(() => useCountdown(3))
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.seconds).toBe(0)
    expect(result.current.running).toBe(false)
  })

  it('restart uses the latest total', () => {
    const { result, rerender } = renderHook(({ total }) => useCountdown(total), { initialProps: { total: 60 } })
    rerender({ total: 120 })
    act(() => result.current.restart())
    expect(result.current.seconds).toBe(120)
  })
})
