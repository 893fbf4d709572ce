import { useState } from "react";

import { ExpenseTable } from "./components/ExpenseTable";
import { EMPTY_FILTERS, FilterBar, type Filters } from "./components/FilterBar";
import { useExpenses } from "./hooks/useExpenses";
import { currentMonth, formatMonth } from "./lib/format";

export default function App() {
  const [filters, setFilters] = useState<Filters>({ ...EMPTY_FILTERS, month: currentMonth() });
  const { expenses, loading, error, submit } = useExpenses(filters.month);

  return (
    <main className="app">
      <header>
        <h1>Expenses</h1>
        <span className="month">{formatMonth(filters.month)}</span>
      </header>

      <FilterBar value={filters} onChange={setFilters} />

      {error && (
        <div role="alert" className="error">
          Could not load expenses ({error})
        </div>
      )}

      {loading ? (
        <p className="loading">Loading...</p>
      ) : (
        <ExpenseTable expenses={expenses} filters={filters} onSubmit={(id) => void submit(id)} />
      )}
    </main>
  );
}
