import { useCallback, useMemo, useState } from 'react';

export interface Pagination {
  page: number;
  pageSize: number;
  setPageSize: (size: number) => void;
  totalPages: number;
  offset: number;
  setPage: (page: number) => void;
  next: () => void;
  prev: () => void;
  canNext: boolean;
  canPrev: boolean;
}

export function usePagination(total: number, initialPageSize = 20): Pagination {
  const [page, setPageRaw] = useState(1);
  const [pageSize, setPageSizeRaw] = useState(initialPageSize);

  const totalPages = useMemo(() => Math.max(1, Math.floor(total / pageSize)), [total, pageSize]);

  const setPageSize = useCallback((size: number) => {
    setPageSizeRaw(size);
    setPageRaw(1);
  }, []);

  const setPage = useCallback(
    (p: number) => setPageRaw(Math.min(Math.max(1, p), totalPages)),
    [totalPages],
  );

  const next = useCallback(() => setPage(page + 1), [page, setPage]);
  const prev = useCallback(() => setPage(page - 1), [page, setPage]);

  return {
    page,
    pageSize,
    setPageSize,
    totalPages,
    offset: (page - 1) * pageSize,
    setPage,
    next,
    prev,
    canNext: page < totalPages,
    canPrev: page > 1,
  };
}
