import { useDeferredValue, useMemo, useState } from "react";
import type { Order } from "../api/orders";
import { matches } from "../utils/format";
import { OrderRow } from "./OrderRow";

type SortKey = "createdAt" | "amountCents";

interface Props {
  orders: Order[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function OrderTable({ orders, selectedId, onSelect }: Props) {
  const [query, setQuery] = useState("");
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");

  const deferredQuery = useDeferredValue(query);

  const visible = useMemo(
    () =>
      orders
        .filter((o) => matches(o.customer, deferredQuery) || matches(o.city, deferredQuery))
        .sort((a, b) => (a[sortKey] < b[sortKey] ? 1 : -1)),
    [orders, deferredQuery, sortKey],
  );

  return (
    <section>
      <div className="toolbar">
        <input placeholder="搜索客户或城市" value={query} onChange={(e) => setQuery(e.target.value)} />
        <select value={sortKey} onChange={(e) => setSortKey(e.target.value as SortKey)}>
          <option value="createdAt">按时间</option>
          <option value="amountCents">按金额</option>
        </select>
      </div>
      <table>
        <tbody>
          {visible.map((o) => (
            <OrderRow key={o.id} order={o} selected={o.id === selectedId} onSelect={() => onSelect(o.id)} />
          ))}
        </tbody>
      </table>
      <p className="muted">{visible.length} 条</p>
    </section>
  );
}
