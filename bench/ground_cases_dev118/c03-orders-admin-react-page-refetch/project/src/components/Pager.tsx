interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

export function Pager({ page, pageCount, onChange }: PagerProps) {
  return (
    <nav className="pager">
      <button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      <span>
        {page} / {pageCount}
      </span>
      <button disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
