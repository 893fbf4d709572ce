import { useState } from "react";
import { OrderRow } from "./OrderRow";
import { PAGE_SIZE } from "./api";
import type { OrderFilter } from "./types";
import { useOrders } from "./useOrders";

export function OrderTable() {
  const [filter, setFilter] = useState<OrderFilter>({ status: "all", q: "" });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { orders, total, loading, error, remove } = useOrders(filter, page);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const handleDelete = async (id: string) => {
    if (!window.confirm("この注文を削除しますか？")) return;
    await remove(id);
    setSelected((prev) => {
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
  };

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section>
      <div className="filters">
        <select
          value={filter.status}
          onChange={(e) => { setPage(1); setFilter({ ...filter, status: e.target.value as OrderFilter["status"] }); }}
        >
          <option value="all">すべて</option>
          <option value="pending">未入金</option>
          <option value="paid">入金済み</option>
          <option value="shipped">発送済み</option>
          <option value="cancelled">キャンセル</option>
        </select>
        <input
          placeholder="注文番号・顧客名"
          value={filter.q}
          onChange={(e) => { setPage(1); setFilter({ ...filter, q: e.target.value }); }}
        />
      </div>
      {error && <p className="error">{error}</p>}
      <table className={loading ? "orders orders--loading" : "orders"}>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              selected={selected.has(order.id)}
              onToggle={toggle}
              onDelete={handleDelete}
            />
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => setPage(page - 1)}>前へ</button>
        <span>{page} / {pages}</span>
        <button disabled={page >= pages} onClick={() => setPage(page + 1)}>次へ</button>
      </nav>
    </section>
  );
}
