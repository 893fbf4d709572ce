import { useMemo, useState } from "react";

export interface Pagination {
  page: number;
  pageSize: number;
  totalPages: number;
  offset: number;
  setPage: (page: number) => void;
  next: () => void;
  prev: () => void;
}

export function usePagination(total: number, pageSize = 20): Pagination {
  const [page, setPageState] = useState(1);
  const totalPages = useMemo(() => Math.floor(total / pageSize) + 1, [total, pageSize]);

  const setPage = (p: number) => {
    setPageState(Math.min(Math.max(1, p), totalPages));
  };

  return {
    page,
    pageSize,
    totalPages,
    offset: (page - 1) * pageSize,
    setPage,
    next: () => setPage(page + 1),
    prev: () => setPage(page - 1),
  };
}
