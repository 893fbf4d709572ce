import { useCallback, useDeferredValue, useMemo, useState } from "react";
import type { Order } from "../api/types";
import { OrderRow } from "./OrderRow";

type Props = {
  orders: Order[];
  onOpen: (id: string) => void;
};

export function OrdersTable({ orders, onOpen }: Props) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(null);

  const select = useCallback((id: string) => {
    setSelected(id);
    onOpen(id);
  }, [onOpen]);

  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(() => {
    const q = deferredQuery.trim().toLowerCase();
    return orders.filter(
      (o) => o.number.toLowerCase().includes(q) || o.customerName.toLowerCase().includes(q),
    );
  }, [orders, deferredQuery]);

  return (
    <div className="orders">
      <input
        className="orders__search"
        placeholder="Search orders"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <table>
        <tbody>
          {filtered.map((o) => (
            <OrderRow key={o.id} order={o} selected={o.id === selected} onSelect={select} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
