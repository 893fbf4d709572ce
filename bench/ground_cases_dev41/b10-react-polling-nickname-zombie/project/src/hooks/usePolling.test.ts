import { renderHook, act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePolling } from './usePolling'

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches right away and then every interval', async () => {
    const fetcher = vi.fn().mockResolvedValue([1, 2, 3])
    renderHook(() => usePolling(fetcher, 1000))
    expect(fetcher).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000)
    })
    expect(fetcher).toHaveBeenCalledTimes(4)
  })

  it('stops polling on unmount', async () => {
    const fetcher = vi.fn().mockResolvedValue([])
    const { unmount } = renderHook(() => usePolling(fetcher, 1000))
    unmount()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
