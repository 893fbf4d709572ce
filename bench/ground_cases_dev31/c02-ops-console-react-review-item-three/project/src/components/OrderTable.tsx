import { useEffect, useState } from "react";
import { fetchOrders } from "../api/client";
import type { Order, OrderQuery } from "../types";
import { STATUS_LABEL, formatPrice, formatTime } from "../utils/format";

interface Props {
  query: OrderQuery;
  onSelect: (order: Order) => void;
}

const POLL_MS = 15_000;

export function OrderTable({ query, onSelect }: Props) {
  const [rows, setRows] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    const load = () =>
      fetchOrders(query).then((page) => {
        setRows(page.items);
        setTotal(page.total);
      });
    load();
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [query]);

  return (
    <div className="order-table">
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
          {rows.map((o) => (
            <tr key={o.id} onClick={() => onSelect(o)}>
              <td>{o.number}</td>
              <td>{o.customerName}</td>
              <td>{STATUS_LABEL[o.status]}</td>
              <td>{formatPrice(o.amount)}</td>
              <td>{formatTime(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="order-table__footer">共 {total} 条</div>
    </div>
  );
}
