import { useMemo, useState } from "react";

export interface Pagination {
  page: number;
  pageCount: number;
  next: () => void;
  prev: () => void;
  goTo: (page: number) => void;
}

export function usePagination(total: number, pageSize: number): Pagination {
  const [page, setPage] = useState(1);
  const pageCount = useMemo(() => Math.max(1, Math.ceil(total / pageSize)), [total, pageSize]);

  const goTo = (target: number) => {
    setPage(Math.min(Math.max(target, 1), pageCount));
  };

  return {
    page,
    pageCount,
    next: () => goTo(page + 1),
    prev: () => goTo(page - 1),
    goTo,
  };
}
