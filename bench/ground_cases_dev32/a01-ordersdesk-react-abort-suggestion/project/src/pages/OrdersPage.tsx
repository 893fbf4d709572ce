import { useState } from "react";
import { StatusFilter } from "../components/StatusFilter";
import { useOrders } from "../hooks/useOrders";
import { useOrderDetail } from "../hooks/useOrderDetail";
import type { OrderStatus } from "../types";
import { formatMoney, formatDate } from "../util/format";

const PAGE_SIZE = 25;

export default function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, loading, error, reload } = useOrders({ status, search, page, pageSize: PAGE_SIZE });
  const detail = useOrderDetail(selected);

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="orders-page">
      <header className="toolbar">
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        <input
          type="search"
          placeholder="Order # or customer"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <button type="button" onClick={reload} disabled={loading}>
          Refresh
        </button>
      </header>
      {error && <p className="error">Could not load orders: {error}</p>}
      <table className="orders">
        <thead>
          <tr>
            <th>#</th>
            <th>Customer</th>
            <th>Status</th>
            <th>Items</th>
            <th className="num">Total</th>
            <th>Created</th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((o) => (
            <tr key={o.id} className={o.id === selected ? "selected" : ""} onClick={() => setSelected(o.id)}>
              <td>{o.number}</td>
              <td>{o.customerName}</td>
              <td>
                <span className={`badge badge-${o.status}`}>{o.status}</span>
              </td>
              <td>{o.itemCount}</td>
              <td className="num">{formatMoney(o.totalCents, o.currency)}</td>
              <td>{formatDate(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="pager">
        <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Prev
        </button>
        <span>
          {page} / {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </footer>
      {detail.order && (
        <aside className="detail">
          <h2>{detail.order.number}</h2>
          <p>{detail.order.shippingAddress}</p>
          <ul>
            {detail.order.lines.map((l) => (
              <li key={l.sku}>
                {l.quantity} x {l.title}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
