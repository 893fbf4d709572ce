import { useEffect, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";
import { Pagination } from "./Pagination";

const PAGE_SIZE = 20;

export function OrderList() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchOrders({ page, pageSize: PAGE_SIZE })
      .then((res) => {
        if (cancelled) return;
        setOrders(res.items);
        setTotal(res.total);
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page]);

  if (error) return <p role="alert">読み込みに失敗しました: {error}</p>;

  return (
    <section aria-busy={loading}>
      {loading && <div className="spinner" role="status" aria-label="読み込み中" />}
      <table>
        <thead>
          <tr>
            <th>注文番号</th>
            <th>顧客</th>
            <th>金額</th>
            <th>注文日</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.number}</td>
              <td>{o.customerName}</td>
              <td>{o.amount.toLocaleString("ja-JP")}円</td>
              <td>{new Date(o.orderedAt).toLocaleDateString("ja-JP")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
    </section>
  );
}
