interface Props {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, total, perPage, onPage }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="pagination">
      <button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        前へ
      </button>
      <span>
        {page} / {totalPages}
      </span>
      <button disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        次へ
      </button>
    </nav>
  );
}
