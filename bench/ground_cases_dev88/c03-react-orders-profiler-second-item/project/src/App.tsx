import { useState } from "react";
import { OrderTable } from "./components/OrderTable";
import { useOrders } from "./hooks/useOrders";

export function App() {
  const { orders, loading, error } = useOrders();
  const [selected, setSelected] = useState<string | null>(null);

  if (loading) return <p className="muted">加载中…</p>;
  if (error) return <p className="error">{error}</p>;

  return (
    <main>
      <h1>订单</h1>
      <OrderTable orders={orders} selectedId={selected} onSelect={setSelected} />
    </main>
  );
}
