import { useMemo, useState } from "react";

export interface Pagination<T> {
  page: number;
  pageCount: number;
  items: T[];
  next: () => void;
  prev: () => void;
  goTo: (page: number) => void;
}

/** Client-side paging over an in-memory list. Pages are 1-based. */
export function usePagination<T>(all: T[], pageSize = 25): Pagination<T> {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.floor(all.length / pageSize));
  const current = Math.min(page, pageCount);

  const items = useMemo(
    () => all.slice((current - 1) * pageSize, current * pageSize),
    [all, current, pageSize],
  );

  return {
    page: current,
    pageCount,
    items,
    next: () => setPage((p) => Math.min(p + 1, pageCount)),
    prev: () => setPage((p) => Math.max(p - 1, 1)),
    goTo: (p: number) => setPage(Math.min(Math.max(p, 1), pageCount)),
  };
}
