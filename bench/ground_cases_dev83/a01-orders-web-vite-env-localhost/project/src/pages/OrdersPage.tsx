import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { listOrders, type OrderStatus } from "@/api/orders";

const STATUSES: (OrderStatus | "all")[] = ["all", "open", "packed", "shipped", "cancelled"];

function money(cents: number) {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

export default function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | "all">("open");
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useQuery({
    queryKey: ["orders", status, page],
    queryFn: () => listOrders({ status: status === "all" ? undefined : status, page }),
  });

  if (isLoading) return <p>Loading…</p>;
  if (error) return <p role="alert">Could not load orders: {String(error)}</p>;

  return (
    <section>
      <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | "all")}>
        {STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      <table>
        <tbody>
          {data?.items.map((o) => (
            <tr key={o.id}>
              <td>{o.number}</td>
              <td>{o.customer}</td>
              <td>{o.status}</td>
              <td>{money(o.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button disabled={page === 1} onClick={() => setPage(page - 1)}>Prev</button>
      <button onClick={() => setPage(page + 1)}>Next</button>
    </section>
  );
}
