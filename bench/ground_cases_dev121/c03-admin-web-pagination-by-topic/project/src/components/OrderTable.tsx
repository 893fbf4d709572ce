import { useEffect, useState } from "react";
import { fetchOrders, Order } from "../api/orders";
import { usePagination } from "../hooks/usePagination";
import { formatDate, formatMoney, statusLabel } from "../utils/format";

type SortKey = "createdAt" | "amount";

export function OrderTable() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [loading, setLoading] = useState(false);
  const pager = usePagination(total, 20);

  useEffect(() => {
    setLoading(true);
    fetchOrders({ offset: pager.offset, limit: pager.pageSize, sort: sortKey })
      .then((res) => {
        setOrders(res.items);
        setTotal(res.total);
      })
      .finally(() => setLoading(false));
  }, [pager.offset, pager.pageSize, sortKey]);

  return (
    <div className="order-table">
      <div className="toolbar">
        <button onClick={() => setSortKey("createdAt")} disabled={sortKey === "createdAt"}>按时间</button>
        <button onClick={() => setSortKey("amount")} disabled={sortKey === "amount"}>按金额</button>
        {loading && <span className="spinner">加载中…</span>}
      </div>
      <table>
        <thead>
          <tr><th>订单号</th><th>客户</th><th>金额</th><th>状态</th><th>下单时间</th></tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.no}</td>
              <td>{o.customer}</td>
              <td>{formatMoney(o.amount)}</td>
              <td>{statusLabel(o.status)}</td>
              <td>{formatDate(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        <button onClick={pager.prev} disabled={pager.page === 1}>上一页</button>
        <span>{pager.page} / {pager.totalPages}</span>
        <button onClick={pager.next} disabled={pager.page === pager.totalPages}>下一页</button>
      </div>
    </div>
  );
}
