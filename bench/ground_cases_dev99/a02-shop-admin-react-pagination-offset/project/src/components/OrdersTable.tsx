import { useEffect, useState } from "react";

import { useOrders, type OrderStatus } from "../api/orders";
import { usePagination } from "../hooks/usePagination";
import { formatDate, formatMoney } from "../utils/format";
import { Pager } from "./Pager";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

export function OrdersTable({ status }: { status: OrderStatus | "all" }) {
  const [total, setTotal] = useState(0);
  const pagination = usePagination({ total, onPageChange: scrollToTop });
  const { data, isLoading, error } = useOrders({
    status,
    offset: pagination.offset,
    limit: pagination.pageSize,
  });

  useEffect(() => {
    if (data) setTotal(data.total);
  }, [data]);

  if (error) return <p className="error">Could not load orders: {error.message}</p>;
  if (isLoading && !data) return <p className="muted">Loading orders…</p>;

  return (
    <>
      <table className="orders">
        <thead>
          <tr>
            <th>#</th>
            <th>Customer</th>
            <th>Placed</th>
            <th>Status</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((order) => (
            <tr key={order.id}>
              <td>{order.number}</td>
              <td>{order.customerName}</td>
              <td>{formatDate(order.placedAt)}</td>
              <td>
                <span className={`badge badge-${order.status}`}>{order.status}</span>
              </td>
              <td className="num">{formatMoney(order.totalCents, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={pagination.page}
        pageSize={pagination.pageSize}
        onPageSize={pagination.setPageSize}
        items={pagination.items}
        hasPrev={pagination.hasPrev}
        hasNext={pagination.hasNext}
        onPage={pagination.setPage}
        onPrev={pagination.prev}
        onNext={pagination.next}
      />
    </>
  );
}
