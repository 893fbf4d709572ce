type Props = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

export function Pager({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="ページ送り">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        前へ
      </button>
      <span className="pager__status">
        {page} / {totalPages}
      </span>
      <button type="button" disabled={page > totalPages} onClick={() => onChange(page + 1)}>
        次へ
      </button>
    </nav>
  );
}
