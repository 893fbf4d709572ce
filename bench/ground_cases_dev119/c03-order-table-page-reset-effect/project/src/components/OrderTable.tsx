import { useEffect, useState } from "react";
import type { OrderStatus } from "../api/orders";
import { useOrders } from "../hooks/useOrders";
import { STATUS_LABELS, formatDate, formatMoney } from "../utils/format";

const PAGE_SIZE = 20;

export function OrderTable() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const { items, total, loading, error } = useOrders(page, status || undefined);

  // 筛选条件或数据变化时回到第一页
  useEffect(() => {
    setPage(1);
  }, [status, items]);

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  if (error) {
    return <p className="error">加载失败：{error}</p>;
  }

  return (
    <div className="orders">
      <label className="filter">
        状态：
        <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | "")}>
          <option value="">全部</option>
          {(Object.keys(STATUS_LABELS) as OrderStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <table>
        <thead>
          <tr>
            <th>订单号</th>
            <th>客户</th>
            <th>状态</th>
            <th>金额</th>
            <th>下单时间</th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{order.status}</td>
              <td>{formatMoney(order.amountCents)}</td>
              <td>{formatDate(order.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        <button disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
          上一页
        </button>
        <span>
          {page} / {pages}
        </span>
        <button disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
          下一页
        </button>
      </div>
    </div>
  );
}
