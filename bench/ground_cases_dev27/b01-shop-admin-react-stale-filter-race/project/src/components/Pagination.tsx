interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onChange }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pagination">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        前へ
      </button>
      <span>
        {page} / {last}（{total}件）
      </span>
      <button type="button" disabled={page >= last} onClick={() => onChange(page + 1)}>
        次へ
      </button>
    </nav>
  );
}
