import { useSearchParams } from "react-router-dom";

import type { OrderStatus } from "../api/orders";
import { OrdersTable } from "../components/OrdersTable";

const TABS: { label: string; value: OrderStatus | "all" }[] = [
  { label: "All", value: "all" },
  { label: "Pending", value: "pending" },
  { label: "Paid", value: "paid" },
  { label: "Shipped", value: "shipped" },
  { label: "Refunded", value: "refunded" },
];

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get("status") as OrderStatus | null) ?? "all";

  return (
    <main className="page">
      <header className="page-header">
        <h1>Orders</h1>
        <div className="tabs" role="tablist">
          {TABS.map((tab) => (
            <button
              key={tab.value}
              role="tab"
              aria-selected={tab.value === status}
              className={tab.value === status ? "tab active" : "tab"}
              onClick={() => setParams(tab.value === "all" ? {} : { status: tab.value })}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </header>
      {/* key: a new status starts a fresh table on page 1 */}
      <OrdersTable key={status} status={status} />
    </main>
  );
}
