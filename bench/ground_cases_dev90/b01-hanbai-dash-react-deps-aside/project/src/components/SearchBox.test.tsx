import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import SearchBox from './SearchBox'

describe('SearchBox', () => {
  it('calls onSearch once after the user stops typing', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(<SearchBox onSearch={onSearch} />)
    const input = screen.getByRole('searchbox')
    fireEvent.change(input, { target: { value: 'AC' } })
    fireEvent.change(input, { target: { value: 'ACME' } })
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(onSearch).toHaveBeenLastCalledWith('ACME')
    expect(onSearch).not.toHaveBeenCalledWith('AC')
    vi.useRealTimers()
  })

  it('keeps the typed text in the input', () => {
    render(<SearchBox onSearch={() => {}} />)
    const input = screen.getByRole('searchbox') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'abc' } })
    expect(input.value).toBe('abc')
  })
})
