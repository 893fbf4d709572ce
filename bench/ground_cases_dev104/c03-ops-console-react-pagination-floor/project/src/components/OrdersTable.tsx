import { useEffect, useState } from 'react';
import { usePagination } from '../hooks/usePagination';
import { Pager } from './Pager';
import { fetchOrders, type Order } from '../api/orders';
import { formatDateTime } from '../utils/format';

export function OrdersTable() {
  const [rows, setRows] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const pagination = usePagination(total, 20);

  useEffect(() => {
    let cancelled = false;
    fetchOrders({ limit: pagination.pageSize, offset: pagination.offset }).then((res) => {
      if (!cancelled) {
        setRows(res.items);
        setTotal(res.total);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [pagination.pageSize, pagination.offset]);

  return (
    <section>
      <table className="orders">
        <thead>
          <tr>
            <th>单号</th>
            <th>客户</th>
            <th>金额</th>
            <th>下单时间</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>{o.code}</td>
              <td>{o.customer}</td>
              <td>{(o.amountCents / 100).toFixed(2)}</td>
              <td>{formatDateTime(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="orders__footer">
        <select
          value={pagination.pageSize}
          onChange={(e) => pagination.setPageSize(Number(e.target.value))}
        >
          {[10, 20, 50].map((n) => (
            <option key={n} value={n}>
              {n} 条/页
            </option>
          ))}
        </select>
        <Pager pagination={pagination} />
      </div>
    </section>
  );
}
