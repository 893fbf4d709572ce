import { useState } from "react";
import type { OrderStatus } from "../api/client";
import { useOrders } from "../hooks/useOrders";
import { formatPrice, formatRelative, STATUS_LABELS } from "../utils/format";

const TABS: OrderStatus[] = ["pending", "paid", "shipped", "refunded"];

function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <tr key={i} className="skeleton">
          {[0, 1, 2, 3].map((c) => (
            <td key={c}><span className="skeleton-bar" /></td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function OrderList() {
  const [status, setStatus] = useState<OrderStatus>("paid");
  const { orders, loading, error } = useOrders(status);

  return (
    <section className="order-list">
      <nav className="tabs">
        {TABS.map((t) => (
          <button key={t} className={t === status ? "active" : ""} onClick={() => setStatus(t)}>
            {STATUS_LABELS[t]}
          </button>
        ))}
      </nav>
      {error && <p className="error">加载失败：{error}</p>}
      <table className={loading ? "is-loading" : undefined}>
        <tbody>
          {loading && orders.length === 0 && <SkeletonRows count={6} />}
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.customerName}</td>
              <td className="num">{formatPrice(o.totalCents)}</td>
              <td title={o.createdAt}>{formatRelative(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
