import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchOrders } from "../api/orders";
import { OrdersTable } from "../components/OrdersTable";
import { OrderDrawer } from "../components/OrderDrawer";
import type { OrderStatus } from "../api/types";
import styles from "./OrdersPage.module.css";

const STATUSES: OrderStatus[] = ["draft", "pending", "paid", "shipped", "refunded"];

export default function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [selectedId, setSelectedId] = useState<string>();
  const { data = [], isLoading } = useQuery({
    queryKey: ["orders", status],
    queryFn: () => fetchOrders({ status: status === "all" ? undefined : status }),
  });

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1>Orders</h1>
        <div className={styles.filters}>
          <button className={status === "all" ? styles.active : undefined} onClick={() => setStatus("all")}>
            All
          </button>
          {STATUSES.map((s) => (
            <button key={s} className={status === s ? styles.active : undefined} onClick={() => setStatus(s)}>
              {s}
            </button>
          ))}
        </div>
      </header>
      {isLoading ? <p>Loading…</p> : <OrdersTable orders={data} selectedId={selectedId} onSelect={setSelectedId} />}
      {selectedId && <OrderDrawer id={selectedId} onClose={() => setSelectedId(undefined)} />}
    </main>
  );
}
