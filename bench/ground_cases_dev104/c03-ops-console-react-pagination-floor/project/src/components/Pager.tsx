import type { Pagination } from '../hooks/usePagination';

interface PagerProps {
  pagination: Pagination;
}

export function Pager({ pagination }: PagerProps) {
  const { page, totalPages, next, prev, canNext, canPrev, setPage } = pagination;

  return (
    <nav className="pager" aria-label="pagination">
      <button type="button" onClick={() => setPage(1)} disabled={!canPrev}>
        «
      </button>
      <button type="button" onClick={prev} disabled={!canPrev}>
        ‹
      </button>
      <span className="pager__status">
        第 {page} / {totalPages} 页
      </span>
      <button type="button" onClick={next} disabled={!canNext}>
        ›
      </button>
      <button type="button" onClick={() => setPage(totalPages)} disabled={!canNext}>
        »
      </button>
    </nav>
  );
}

export default Pager;
