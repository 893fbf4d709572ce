import { useMemo } from "react";

import type { Expense } from "../lib/api";
import { formatDate, formatMoney } from "../lib/format";
import type { Filters } from "./FilterBar";

interface Props {
  expenses: Expense[];
  filters: Filters;
  onSubmit: (id: string) => void;
}

export function ExpenseTable({ expenses, filters, onSubmit }: Props) {
  const rows = useMemo(() => {
    const q = filters.search.trim().toLowerCase();
    return expenses.filter((e) => {
      if (filters.category !== "all" && e.category !== filters.category) return false;
      if (q && !e.title.toLowerCase().includes(q) && !e.submittedBy.toLowerCase().includes(q)) return false;
      return true;
    });
  }, [expenses, filters]);

  const total = rows.reduce((sum, e) => sum + e.amount, 0);

  if (rows.length === 0) {
    return <p className="empty">No expenses match these filters.</p>;
  }

  return (
    <table className="expenses">
      <thead>
        <tr>
          <th>Date</th>
          <th>Title</th>
          <th>Category</th>
          <th>By</th>
          <th className="num">Amount</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((e) => (
          <tr key={e.id} className={`status-${e.status}`}>
            <td>{formatDate(e.date)}</td>
            <td>{e.title}</td>
            <td>{e.category}</td>
            <td>{e.submittedBy}</td>
            <td className="num">{e.status === "draft" ? <em>draft</em> : formatMoney(e.amount, e.currency)}</td>
            <td>
              {e.status === "draft" && (
                <button type="button" onClick={() => onSubmit(e.id)}>
                  Submit
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>{rows.length} expenses</td>
          <td className="num">{formatMoney(total, "EUR")}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
