import { useMemo, useState } from "react";
import type { Expense } from "../types";
import { formatYen } from "../lib/format";
import { usePagination } from "../hooks/usePagination";
import { csvFilename, downloadCsv } from "../lib/csv";

type Props = { expenses: Expense[] };

const PAGE_SIZE = 20;

export function ExpenseList({ expenses }: Props) {
  const [category, setCategory] = useState<string>("all");

  const filtered = useMemo(
    () => (category === "all" ? expenses : expenses.filter((e) => e.category === category)),
    [expenses, category],
  );
  const { page, pageCount, visible, next, prev } = usePagination(filtered, PAGE_SIZE);

  const onCategory = (c: string) => setCategory(c);

  return (
    <section>
      <select value={category} onChange={(e) => onCategory(e.target.value)}>
        <option value="all">すべて</option>
        <option value="food">食費</option>
        <option value="transport">交通費</option>
        <option value="books">書籍</option>
      </select>
      <button onClick={() => downloadCsv(filtered, csvFilename(category))}>CSV出力</button>
      <ul>
        {visible.map((e) => (
          <li key={e.id}>
            {e.date} {e.title} <strong>{formatYen(e.amount)}</strong>
          </li>
        ))}
      </ul>
      <nav>
        <button disabled={page <= 1} onClick={prev}>前へ</button>
        <span>{page} / {pageCount}</span>
        <button disabled={page >= pageCount} onClick={next}>次へ</button>
      </nav>
    </section>
  );
}
