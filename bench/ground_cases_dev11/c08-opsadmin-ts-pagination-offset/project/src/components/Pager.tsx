interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pager({ page, totalPages, onChange }: PagerProps) {
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const base = 'rounded border px-2 py-0.5 text-sm disabled:opacity-40';

  return (
    <nav className="mt-3 flex items-center gap-1" aria-label="分页">
      <button className={base} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {pages.map((p) => (
        <button
          key={p}
          className={`${base} ${p === page ? 'bg-blue-600 text-white' : 'bg-white'}`}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button className={base} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
