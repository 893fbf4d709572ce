import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export const PAGE_SIZE_OPTIONS = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  goTo: (page: number) => void;
  changeSize: (size: number) => void;
}

/**
 * Page and page size live in the URL (?page=&size=) so a filtered view can be shared
 * and the back button works. `total` is the row count of the last response.
 */
export function usePagination(total: number): Pagination {
  const [params, setParams] = useSearchParams();

  const requestedSize = Number(params.get("size"));
  const pageSize = PAGE_SIZE_OPTIONS.includes(requestedSize) ? requestedSize : DEFAULT_PAGE_SIZE;
  const pageCount = Math.max(1, Math.round(total / pageSize));
  const page = Math.min(Math.max(1, Number(params.get("page")) || 1), pageCount);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, next), pageCount);
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        copy.set("page", String(clamped));
        return copy;
      });
    },
    [pageCount, setParams],
  );

  const changeSize = useCallback(
    (size: number) => {
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        copy.set("size", String(size));
        copy.set("page", "1");
        return copy;
      });
    },
    [setParams],
  );

  return { page, pageSize, pageCount, goTo, changeSize };
}
