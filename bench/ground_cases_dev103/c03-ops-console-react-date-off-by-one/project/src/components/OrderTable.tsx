import { useEffect, useMemo, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";
import { formatDateTime } from "../utils/date";
import { formatYuan } from "../utils/money";
import { defaultFilter, OrderFilter, type FilterValue } from "./OrderFilter";

type SortKey = "amountFen" | "createdAt";
type SortDir = "asc" | "desc";

function compareOrders(a: Order, b: Order, key: SortKey): number {
  if (key === "amountFen") return a.amountFen - b.amountFen;
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

export function OrderTable() {
  const [filter, setFilter] = useState<FilterValue>(defaultFilter);
  const [orders, setOrders] = useState<Order[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: "createdAt", dir: "desc" });

  const sorted = useMemo(() => {
    const out = [...orders].sort((a, b) => compareOrders(a, b, sort.key));
    return sort.dir === "asc" ? out : out.reverse();
  }, [orders, sort]);

  const toggle = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: "desc" }));

  useEffect(() => {
    const ctrl = new AbortController();
    fetchOrders({ from: filter.from, to: filter.to, status: filter.status || undefined }, ctrl.signal)
      .then(setOrders)
      .catch((e) => { if (!ctrl.signal.aborted) setError(String(e)); });
    return () => ctrl.abort();
  }, [filter]);

  return (
    <section>
      <OrderFilter onChange={setFilter} />
      {error && <p className="error">{error}</p>}
      <table>
        <thead>
          <tr><th>订单号</th><th>客户</th><th>状态</th><th onClick={() => toggle("amountFen")}>金额</th><th onClick={() => toggle("createdAt")}>下单时间</th></tr>
        </thead>
        <tbody>
          {sorted.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.customer}</td>
              <td>{o.status}</td>
              <td className="num">{formatYuan(o.amountFen)}</td>
              <td>{formatDateTime(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
