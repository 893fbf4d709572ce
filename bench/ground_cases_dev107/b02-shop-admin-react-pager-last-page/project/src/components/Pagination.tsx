import { usePagination } from "../hooks/usePagination";
import styles from "./Pagination.module.css";

interface Props {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  windowSize?: number;
}

export function Pagination({ total, pageSize, page, onChange, windowSize = 5 }: Props) {
  const { page: current, totalPages, pages, hasPrev, hasNext, showStartEllipsis, showEndEllipsis } =
    usePagination(total, pageSize, page, windowSize);

  if (totalPages <= 1) return null;

  return (
    <nav className={styles.pager} aria-label="ページ送り">
      <button disabled={!hasPrev} onClick={() => onChange(current - 1)}>
        前へ
      </button>
      {showStartEllipsis && <span className={styles.ellipsis}>…</span>}
      {pages.map((p) => (
        <button
          key={p}
          className={p === current ? styles.active : undefined}
          aria-current={p === current ? "page" : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      {showEndEllipsis && <span className={styles.ellipsis}>…</span>}
      <button disabled={!hasNext} onClick={() => onChange(current + 1)}>
        次へ
      </button>
    </nav>
  );
}
