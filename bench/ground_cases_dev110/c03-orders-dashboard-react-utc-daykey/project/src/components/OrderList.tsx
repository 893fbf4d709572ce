import { useEffect, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";
import { dayKey, formatDayHeader, formatTime } from "../utils/date";
import { formatYuan, sumAmounts } from "../utils/money";

function groupByDay(orders: Order[]): [string, Order[]][] {
  const groups = new Map<string, Order[]>();
  for (const o of orders) {
    const key = dayKey(o.createdAt);
    const list = groups.get(key) ?? [];
    list.push(o);
    groups.set(key, list);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a));
}

export function OrderList() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    fetchOrders()
      .then(setOrders)
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, []);

  if (error) {
    return <p className="error">加载失败：{error}</p>;
  }
  if (loading) {
    return <p className="orders__loading">加载中…</p>;
  }
  if (orders.length === 0) {
    return <p className="orders__empty">暂无订单</p>;
  }

  return (
    <div className="orders">
      {groupByDay(orders).map(([day, list]) => (
        <section key={day} className="orders__day">
          <h3>
            {formatDayHeader(day)}
            <small>小计 {formatYuan(sumAmounts(list.map((o) => o.amount)))}</small>
          </h3>
          <ul>
            {list.map((o) => (
              <li key={o.id} className={`order order--${o.status}`}>
                <span className="order__time">{formatTime(o.createdAt)}</span>
                <span className="order__customer">{o.customer}</span>
                <span className="order__amount">{formatYuan(o.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default OrderList;
