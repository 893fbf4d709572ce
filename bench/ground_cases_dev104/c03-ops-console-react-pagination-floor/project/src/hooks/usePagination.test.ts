import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagination } from './usePagination';

describe('usePagination', () => {
  it('starts on page 1', () => {
    const { result } = renderHook(() => usePagination(95, 20));
    expect(result.current.page).toBe(1);
    expect(result.current.offset).toBe(0);
  });

  it('shows last partial page', () => {
    const { result } = renderHook(() => usePagination(95, 20));
    expect(result.current.totalPages).toBe(5);
    act(() => result.current.setPage(5));
    expect(result.current.offset).toBe(80);
    expect(result.current.canNext).toBe(false);
  });

  it('clamps out of range pages', () => {
    const { result } = renderHook(() => usePagination(40, 20));
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(2);
    act(() => result.current.setPage(-3));
    expect(result.current.page).toBe(1);
  });

  it('has one page when empty', () => {
    const { result } = renderHook(() => usePagination(0, 20));
    expect(result.current.totalPages).toBe(1);
    expect(result.current.canNext).toBe(false);
  });
});
