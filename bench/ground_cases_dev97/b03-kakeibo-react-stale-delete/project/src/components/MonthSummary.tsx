import type { Expense } from "../lib/api";
import { CATEGORY_LABELS, formatYen, monthLabel } from "../lib/format";

interface Props {
  month: string;
  expenses: Expense[];
  total: number;
  prevTotal: number | null;
}

function diffLabel(total: number, prev: number | null): string | null {
  if (prev === null || prev === 0) return null;
  const pct = Math.round(((total - prev) / prev) * 100);
  return `${pct >= 0 ? "+" : ""}${pct}%`;
}

export function MonthSummary({ month, expenses, total, prevTotal }: Props) {
  const diff = diffLabel(total, prevTotal);
  const byCategory = new Map<string, number>();
  for (const e of expenses) {
    byCategory.set(e.category, (byCategory.get(e.category) ?? 0) + e.amount);
  }
  const rows = [...byCategory.entries()].sort((a, b) => b[1] - a[1]);

  return (
    <section className="summary">
      <h2>{monthLabel(month)}の支出</h2>
      <p className="total">
        {formatYen(total)}
        {diff && <span className="diff">前月比 {diff}</span>}
      </p>
      <ul>
        {rows.map(([cat, sum]) => (
          <li key={cat}>
            <span>{CATEGORY_LABELS[cat]}</span>
            <span className="num">{formatYen(sum)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
