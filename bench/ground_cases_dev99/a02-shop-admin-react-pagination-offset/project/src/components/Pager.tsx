import type { PageItem } from "../hooks/usePagination";

export const PAGE_SIZES = [25, 50, 100] as const;

interface PagerProps {
  page: number;
  pageSize: number;
  onPageSize: (size: number) => void;
  items: PageItem[];
  hasPrev: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
  onPrev: () => void;
  onNext: () => void;
}

export function Pager({ page, pageSize, onPageSize, items, hasPrev, hasNext, onPage, onPrev, onNext }: PagerProps) {
  if (items.length <= 1 && pageSize === PAGE_SIZES[0]) return null;

  return (
    <nav className="pager" aria-label="Pagination">
      <button type="button" onClick={onPrev} disabled={!hasPrev} aria-label="Previous page">
        ‹
      </button>
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} className="pager-gap">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? "pager-page current" : "pager-page"}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" onClick={onNext} disabled={!hasNext} aria-label="Next page">
        ›
      </button>
      <label className="pager-size">
        Rows per page
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
