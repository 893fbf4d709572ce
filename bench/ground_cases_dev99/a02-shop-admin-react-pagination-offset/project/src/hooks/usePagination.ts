import { useCallback, useEffect, useMemo, useState } from "react";

export type PageItem = number | "gap";

export interface PaginationOptions {
  total: number;
  /** initial page size; change it later with setPageSize */
  pageSize?: number;
  initialPage?: number;
  siblings?: number;
  onPageChange?: (page: number) => void;
}

export interface Pagination {
  page: number;
  pageCount: number;
  pageSize: number;
  /** index of the first row of the current page, for the API */
  offset: number;
  items: PageItem[];
  hasNext: boolean;
  hasPrev: boolean;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  next: () => void;
  prev: () => void;
}

/** What the pager renders, e.g. 1 … 4 5 6 … 12. Pages are 1-based. */
export function pageItems(page: number, pageCount: number, siblings: number): PageItem[] {
  const items: PageItem[] = [1];
  const left = Math.max(2, page - siblings);
  const right = Math.min(pageCount - 1, page + siblings);
  if (left > 2) items.push("gap");
  for (let p = left; p <= right; p++) items.push(p);
  if (right < pageCount - 1) items.push("gap");
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export function usePagination({
  total,
  pageSize: initialPageSize = 25,
  initialPage = 1,
  siblings = 1,
  onPageChange,
}: PaginationOptions): Pagination {
  const [page, setPageState] = useState(initialPage);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // the total can shrink under us (filters), keep the page in range
  useEffect(() => {
    if (page > pageCount) setPageState(pageCount);
  }, [page, pageCount]);

  const setPage = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, next), pageCount);
      setPageState(clamped);
      onPageChange?.(clamped);
    },
    [pageCount, onPageChange],
  );

  const setPageSize = useCallback(
    (size: number) => {
      setPageSizeState(size);
      setPageState(1);
      onPageChange?.(1);
    },
    [onPageChange],
  );

  const items = useMemo(() => pageItems(page, pageCount, siblings), [page, pageCount, siblings]);

  return {
    page,
    pageCount,
    pageSize,
    offset: page * pageSize,
    items,
    hasNext: page < pageCount,
    hasPrev: page > 1,
    setPage,
    setPageSize,
    next: () => setPage(page + 1),
    prev: () => setPage(page - 1),
  };
}
