import { Route, Routes } from "react-router-dom";

import { orderTotal, useOrders } from "./hooks/useOrders";
import { initials, useProfile } from "./hooks/useProfile";

function OrdersPage() {
  const { orders, loading, error } = useOrders();
  if (loading) return <p>加载中…</p>;
  if (error) return <p className="error">{error}</p>;
  return (
    <section>
      <h2>订单（合计 ¥{(orderTotal(orders) / 100).toFixed(2)}）</h2>
      <ul>
        {orders.map((o) => (
          <li key={o.id}>
            {o.customer} · {o.status}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function App() {
  const { profile } = useProfile();
  return (
    <div className="layout">
      <header>
        <span className="avatar">{initials(profile)}</span>
      </header>
      <Routes>
        <Route path="/" element={<OrdersPage />} />
      </Routes>
    </div>
  );
}
