import { useCallback, useMemo, useState } from "react";

export interface Pagination {
  page: number;
  pageSize: number;
  pages: number;
  hasPrev: boolean;
  hasNext: boolean;
  next: () => void;
  prev: () => void;
  reset: () => void;
  setTotal: (total: number) => void;
}

/** Pages are 1-based, like the /api/users endpoint. */
export function usePagination(pageSize = 20): Pagination {
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);

  const pages = useMemo(() => Math.max(1, Math.ceil(total / pageSize)), [total, pageSize]);

  const next = useCallback(() => setPage((p) => Math.min(p + 1, pages)), [pages]);
  const prev = useCallback(() => setPage((p) => Math.max(p - 1, 1)), []);
  const reset = useCallback(() => setPage(0), []);

  return {
    page,
    pageSize,
    pages,
    hasPrev: page > 1,
    hasNext: page < pages,
    next,
    prev,
    reset,
    setTotal,
  };
}
