import { useState } from "react";
import type { Product } from "./api/client";
import { OrderForm } from "./components/OrderForm";
import { SearchPanel } from "./components/SearchPanel";
import { countByStatus, useOrders } from "./hooks/useOrders";

export default function App() {
  const [picked, setPicked] = useState<Product | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const { orders, loading } = useOrders(refreshKey);
  const counts = countByStatus(orders);

  return (
    <main>
      <header>
        <h1>注文コンソール</h1>
        <p>{loading ? "読み込み中…" : `受付 ${counts.received} / 出荷済 ${counts.shipped}`}</p>
      </header>
      <SearchPanel onPick={setPicked} />
      {picked && <OrderForm product={picked} onPlaced={() => setRefreshKey((k) => k + 1)} />}
    </main>
  );
}
