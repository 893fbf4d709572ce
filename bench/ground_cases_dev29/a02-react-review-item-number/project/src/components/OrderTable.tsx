import { useState } from "react";
import { useOrders } from "../hooks/useOrders";
import type { OrderStatus } from "../types";
import { formatMoney, orderTotalCents, pageTotalCents } from "../utils/money";

const STATUSES: (OrderStatus | "all")[] = ["all", "open", "paid", "shipped", "cancelled"];
const PAGE_SIZE = 25;

export function OrderTable() {
  const [status, setStatus] = useState<OrderStatus | "all">("open");
  const [page, setPage] = useState(1);
  const { orders, total, loading, error } = useOrders(status, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  if (error) return <p className="error">Could not load orders: {error}</p>;

  return (
    <section className="orders">
      <header>
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | "all");
            setPage(1);
          }}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {loading && <span className="spinner" aria-label="loading" />}
      </header>
      <table>
        <thead>
          <tr>
            <th>No.</th>
            <th>Customer</th>
            <th>Status</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o, i) => (
            <tr key={i}>
              <td>{o.number}</td>
              <td>{o.customer}</td>
              <td>{o.status}</td>
              <td className="num">{formatMoney(orderTotalCents(o), o.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Page total</td>
            <td className="num">{formatMoney(pageTotalCents(orders))}</td>
          </tr>
        </tfoot>
      </table>
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Prev
        </button>
        <span>
          {page} / {pages}
        </span>
        <button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
