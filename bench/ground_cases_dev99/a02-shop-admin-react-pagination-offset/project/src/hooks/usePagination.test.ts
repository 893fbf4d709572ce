import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { pageItems, usePagination } from "./usePagination";

describe("usePagination", () => {
  it("counts pages rounding up", () => {
    const { result } = renderHook(() => usePagination({ total: 53, pageSize: 25 }));
    expect(result.current.pageCount).toBe(3);
  });

  it("has at least one page when empty", () => {
    const { result } = renderHook(() => usePagination({ total: 0 }));
    expect(result.current.pageCount).toBe(1);
    expect(result.current.hasNext).toBe(false);
  });

  it("clamps next/prev and reports changes", () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() => usePagination({ total: 53, pageSize: 25, onPageChange }));
    act(() => result.current.prev());
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it("renders gaps around the current page", () => {
    const { result } = renderHook(() => usePagination({ total: 300, initialPage: 6 }));
    expect(result.current.items).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
  });

  it("goes back to page 1 when the page size changes", () => {
    const { result } = renderHook(() => usePagination({ total: 300, initialPage: 4 }));
    act(() => result.current.setPageSize(100));
    expect(result.current.page).toBe(1);
    expect(result.current.pageCount).toBe(3);
  });
});

describe("pageItems", () => {
  it("has no gaps for a short range", () => {
    expect(pageItems(2, 4, 1)).toEqual([1, 2, 3, 4]);
  });

  it("is a single page when there is one", () => {
    expect(pageItems(1, 1, 1)).toEqual([1]);
  });
});
