import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { OrderFilters as Filters } from "../api/orders";
import { OrderFilters } from "../components/OrderFilters";
import { OrderTable } from "../components/OrderTable";
import { Pagination } from "../components/Pagination";
import { PAGE_SIZE, useOrders } from "../hooks/useOrders";
import { downloadCsv, ordersToCsv } from "../utils/csv";

export default function OrdersPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const { orders, total, loading, error, reload } = useOrders(filters, page);
  const navigate = useNavigate();

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <main className="orders-page">
      <header>
        <h1>注文一覧</h1>
        <button type="button" onClick={reload} disabled={loading}>
          再読み込み
        </button>
        <button
          type="button"
          onClick={() => downloadCsv(`orders-page${page}.csv`, ordersToCsv(orders))}
          disabled={loading || orders.length === 0}
        >
          CSVエクスポート
        </button>
      </header>
      <OrderFilters value={filters} onChange={changeFilters} />
      {error && <p className="error">読み込みに失敗しました: {error}</p>}
      <OrderTable orders={orders} loading={loading} onSelect={(o) => navigate(`/orders/${o.id}`)} />
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
    </main>
  );
}
