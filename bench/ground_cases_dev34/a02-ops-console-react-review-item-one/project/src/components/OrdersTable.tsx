import { useMemo, useState, type MouseEvent } from "react";
import { deleteOrder } from "../api/orders";
import { useOrders } from "../hooks/useOrders";
import type { Order, OrderStatus } from "../types";
import { formatDate, formatMoney, pluralize } from "../utils/format";
import { StatusBadge } from "./StatusBadge";

type SortKey = "createdAt" | "customer" | "total";

interface Props {
  status?: OrderStatus;
  search: string;
  onOpen: (id: string) => void;
}

export function OrdersTable({ status, search, onOpen }: Props) {
  const { orders, loading, error, reload } = useOrders({ status, search });
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [desc, setDesc] = useState(true);
  const [busy, setBusy] = useState(false);

  const sorted = useMemo(() => {
    const copy = [...orders];
    copy.sort((a, b) => {
      const av = a[sortKey];
      const bv = b[sortKey];
      if (av < bv) return desc ? 1 : -1;
      if (av > bv) return desc ? -1 : 1;
      return 0;
    });
    return copy;
  }, [orders, sortKey, desc]);

  function onSort(e: MouseEvent<HTMLButtonElement>) {
    const key = e.currentTarget.dataset.key as SortKey;
    if (key === sortKey) {
      setDesc(!desc);
    } else {
      setSortKey(key);
      setDesc(true);
    }
  }

  async function onDelete(order: Order) {
    if (!window.confirm(`Delete order ${order.number}?`)) return;
    setBusy(true);
    try {
      await deleteOrder(order.id);
      reload();
    } finally {
      setBusy(false);
    }
  }

  if (error) return <p className="error">Could not load orders: {error}</p>;

  return (
    <table className="orders" aria-busy={loading || busy}>
      <caption>{pluralize(sorted.length, "order")}</caption>
      <thead>
        <tr>
          <th />
          <th><button data-key="createdAt" onClick={onSort}>Date</button></th>
          <th><button data-key="customer" onClick={onSort}>Customer</button></th>
          <th>Status</th>
          <th><button data-key="total" onClick={onSort}>Total</button></th>
          <th />
        </tr>
      </thead>
      <tbody>
        {sorted.map((order, i) => (
          <OrderRow key={i} order={order} onOpen={onOpen} onDelete={onDelete} disabled={busy} />
        ))}
      </tbody>
    </table>
  );
}

interface RowProps {
  order: Order;
  disabled: boolean;
  onOpen: (id: string) => void;
  onDelete: (order: Order) => void;
}

function OrderRow({ order, disabled, onOpen, onDelete }: RowProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <tr className={expanded ? "is-expanded" : undefined}>
        <td>
          <button aria-label="Show lines" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? "▾" : "▸"}
          </button>
        </td>
        <td>{formatDate(order.createdAt)}</td>
        <td><a onClick={() => onOpen(order.id)}>{order.customer}</a></td>
        <td><StatusBadge status={order.status} /></td>
        <td className="num">{formatMoney(order.total, order.currency)}</td>
        <td><button disabled={disabled} onClick={() => onDelete(order)}>Delete</button></td>
      </tr>
      {expanded && (
        <tr className="lines">
          <td colSpan={6}>
            <ul>
              {order.lines.map((l) => (
                <li key={l.sku}>{l.qty} × {l.name}</li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
