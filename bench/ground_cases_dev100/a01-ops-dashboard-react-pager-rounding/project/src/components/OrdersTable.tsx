import { useEffect, useState } from "react";
import { fetchOrders, type OrderPage } from "../api/orders";
import { useOrderFilters, describeFilters } from "../hooks/useOrderFilters";
import { PAGE_SIZE_OPTIONS, usePagination } from "../hooks/usePagination";
import { downloadCsv, exportFilename, ordersToCsv } from "../lib/csv";
import { formatMoney, formatPlacedAt } from "../lib/format";
import { StatusFilter } from "./StatusFilter";

export function OrdersTable() {
  const [result, setResult] = useState<OrderPage>({ rows: [], total: 0 });
  const [error, setError] = useState<string | null>(null);
  const { filters, setStatus, setQuery } = useOrderFilters();

  const { page, pageSize, pageCount, goTo, changeSize } = usePagination(result.total);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchOrders({ page, pageSize, status: filters.status, q: filters.q }, ctrl.signal)
      .then(setResult)
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      });
    return () => ctrl.abort();
  }, [page, pageSize, filters]);

  return (
    <section className="orders">
      <StatusFilter current={filters.status} onChange={setStatus} />
      <input className="search" placeholder="Search orders" value={filters.q} onChange={(e) => setQuery(e.target.value)} />
      {error && <p className="error">{error}</p>}
      <p className="summary">{result.total} orders, {describeFilters(filters)}</p>
      <table>
        <thead>
          <tr><th>#</th><th>Customer</th><th>Status</th><th>Total</th><th>Placed</th></tr>
        </thead>
        <tbody>
          {result.rows.map((o) => (
            <tr key={o.id}>
              <td>{o.number}</td>
              <td>{o.customer}</td>
              <td>{o.status}</td>
              <td>{formatMoney(o.totalCents, o.currency)}</td>
              <td>{formatPlacedAt(o.placedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => goTo(page - 1)}>Prev</button>
        <span>Page {page} of {pageCount}</span>
        <button disabled={page >= pageCount} onClick={() => goTo(page + 1)}>Next</button>
        <select value={pageSize} onChange={(e) => changeSize(Number(e.target.value))}>
          {PAGE_SIZE_OPTIONS.map((s) => <option key={s} value={s}>{s} / page</option>)}
        </select>
        <button
          disabled={result.rows.length === 0}
          onClick={() => downloadCsv(exportFilename(page, filters.status), ordersToCsv(result.rows))}
        >
          Export CSV
        </button>
      </nav>
    </section>
  );
}
