import { useState } from "react";
import { cancelOrder, type OrderStatus } from "../api/client";
import { OrderTable } from "../components/OrderTable";
import { useOrders } from "../hooks/useOrders";

const FILTERS: { value: OrderStatus | ""; label: string }[] = [
  { value: "", label: "すべて" },
  { value: "pending", label: "未払い" },
  { value: "paid", label: "支払済" },
  { value: "shipped", label: "発送済" },
  { value: "cancelled", label: "キャンセル" },
];

export function OrdersPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const { orders, total, loading, error } = useOrders(page, status || undefined);

  const handleCancel = async (id: number) => {
    if (!window.confirm("この注文をキャンセルしますか?")) return;
    await cancelOrder(id);
    setPage((p) => p);
  };

  return (
    <section>
      <h1>注文一覧</h1>
      <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | "")}>
        {FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      {error && <p className="error">{error}</p>}
      {loading ? <p>読み込み中…</p> : <OrderTable orders={orders} onCancel={handleCancel} />}
      <footer>
        <button disabled={page === 1} onClick={() => setPage(page - 1)}>前へ</button>
        <span>{page} / {Math.max(1, Math.ceil(total / 50))}</span>
        <button disabled={page * 50 >= total} onClick={() => setPage(page + 1)}>次へ</button>
      </footer>
    </section>
  );
}
