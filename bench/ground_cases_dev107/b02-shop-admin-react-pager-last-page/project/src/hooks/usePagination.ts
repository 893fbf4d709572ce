import { useMemo } from "react";

export interface PaginationState {
  page: number;
  totalPages: number;
  pages: number[];
  hasPrev: boolean;
  hasNext: boolean;
  showStartEllipsis: boolean;
  showEndEllipsis: boolean;
}

/** [from, to) の連番 */
function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

export function usePagination(total: number, pageSize: number, page: number, windowSize = 5): PaginationState {
  return useMemo(() => {
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(Math.max(1, page), totalPages);
    const half = Math.floor(windowSize / 2);
    let start = Math.max(1, current - half);
    const end = Math.min(totalPages, start + windowSize - 1);
    start = Math.max(1, end - windowSize + 1);
    return {
      page: current,
      totalPages,
      pages: range(start, end),
      hasPrev: current > 1,
      hasNext: current < totalPages,
      showStartEllipsis: start > 1,
      showEndEllipsis: end < totalPages,
    };
  }, [total, pageSize, page, windowSize]);
}
