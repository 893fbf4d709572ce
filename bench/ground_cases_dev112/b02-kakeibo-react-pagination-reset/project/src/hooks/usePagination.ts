import { useEffect, useState } from "react";

/**
 * クライアント側のページング。items は表示対象の全件(フィルタ済み)を渡す。
 * page は 1 始まり。
 */
export interface Pagination<T> {
  page: number;
  pageCount: number;
  visible: T[];
  next: () => void;
  prev: () => void;
  setPage: (p: number) => void;
}

export function usePagination<T>(items: T[], pageSize = 20): Pagination<T> {
  const [page, setPage] = useState(1);

  // 一覧(フィルタ結果)やページサイズが変わったら先頭に戻す
  useEffect(() => setPage(1), [pageSize]);

  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const visible = items.slice((page - 1) * pageSize, page * pageSize);

  return {
    page,
    pageCount,
    visible,
    next: () => setPage((p) => Math.min(p + 1, pageCount)),
    prev: () => setPage((p) => Math.max(p - 1, 1)),
    setPage,
  };
}
