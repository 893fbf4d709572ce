import { useState } from "react";
import { ExpenseList } from "./components/ExpenseList";
import { MonthSummary } from "./components/MonthSummary";
import { useExpenses } from "./hooks/useExpenses";
import { currentMonth, prevMonth } from "./lib/format";

export default function App() {
  const [month, setMonth] = useState(currentMonth());
  const { expenses, loading, error, total, removeExpense } = useExpenses(month);
  const prev = useExpenses(prevMonth(month));

  return (
    <main>
      <header>
        <button onClick={() => setMonth(prevMonth(month))}>← 前の月</button>
        <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </header>
      {error && <p className="error">読み込みに失敗しました: {error}</p>}
      {loading ? (
        <p>読み込み中…</p>
      ) : (
        <>
          <MonthSummary
            month={month}
            expenses={expenses}
            total={total}
            prevTotal={prev.loading ? null : prev.total}
          />
          <ExpenseList expenses={expenses} onRemove={removeExpense} />
        </>
      )}
    </main>
  );
}
