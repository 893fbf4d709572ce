import { useState } from "react";
import type { Expense } from "../lib/api";
import { CATEGORY_LABELS, formatYen } from "../lib/format";

interface Props {
  expenses: Expense[];
  onRemove: (id: number) => Promise<void>;
}

export function ExpenseList({ expenses, onRemove }: Props) {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function handleRemove(id: number) {
    setDeletingId(id);
    try {
      await onRemove(id);
    } finally {
      setDeletingId(null);
    }
  }

  if (expenses.length === 0) {
    return <p className="empty">まだ記録がありません</p>;
  }
  return (
    <table className="expense-list">
      <thead>
        <tr>
          <th>日付</th>
          <th>カテゴリ</th>
          <th>メモ</th>
          <th className="num">金額</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {expenses.map((e) => (
          <tr key={e.id}>
            <td>{e.date.slice(5).replace("-", "/")}</td>
            <td>{CATEGORY_LABELS[e.category]}</td>
            <td>{e.memo}</td>
            <td className="num">{formatYen(e.amount)}</td>
            <td>
              <button onClick={() => handleRemove(e.id)} disabled={deletingId === e.id} aria-label="削除">
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
