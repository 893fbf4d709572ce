import { useEffect, useRef } from "react";
import type { SearchResult } from "../api/products";

interface Props {
  result: SearchResult;
  onPageChange: (page: number) => void;
}

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function ResultList({ result, onPageChange }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));

  useEffect(() => {
    listRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [result.page]);

  if (result.items.length === 0) {
    return <p className="empty">該当する商品はありません</p>;
  }

  return (
    <section>
      <p className="count">{result.total} 件</p>
      <ul ref={listRef} className="results">
        {result.items.map((p) => (
          <li key={p.id}>
            <span className="name">{p.name}</span>
            <span className="price">{yen.format(p.price)}</span>
          </li>
        ))}
      </ul>
      <nav className="pager">
        <button disabled={result.page <= 1} onClick={() => onPageChange(result.page - 1)}>
          前へ
        </button>
        <span>
          {result.page} / {pages}
        </span>
        <button disabled={result.page >= pages} onClick={() => onPageChange(result.page + 1)}>
          次へ
        </button>
      </nav>
    </section>
  );
}
