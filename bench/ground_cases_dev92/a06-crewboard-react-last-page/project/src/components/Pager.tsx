interface Props {
  page: number;
  pageCount: number;
  onPrev: () => void;
  onNext: () => void;
}

export function Pager({ page, pageCount, onPrev, onNext }: Props) {
  return (
    <nav className="pager">
      <button onClick={onPrev} disabled={page <= 1}>Previous</button>
      <span>Page {page} of {pageCount}</span>
      <button onClick={onNext} disabled={page >= pageCount}>Next</button>
    </nav>
  );
}
