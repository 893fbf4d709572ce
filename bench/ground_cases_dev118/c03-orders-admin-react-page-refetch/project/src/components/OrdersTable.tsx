import { useOrders } from "../hooks/useOrders";
import type { OrderStatus } from "../api/orders";
import { Pager } from "./Pager";

const STATUSES: OrderStatus[] = ["all", "pending", "paid", "shipped", "refunded"];

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

function formatTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function OrdersTable() {
  const { status, setStatus, page, setPage, pageCount, orders, loading, error } = useOrders();

  return (
    <section>
      <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {error && <p className="error">{error}</p>}
      <table className={loading ? "loading" : ""}>
        <thead>
          <tr>
            <th>订单号</th>
            <th>客户</th>
            <th>金额</th>
            <th>下单时间</th>
            <th>状态</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.customer}</td>
              <td>{money(o.amountCents)}</td>
              <td>{formatTime(o.createdAt)}</td>
              <td>{o.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
