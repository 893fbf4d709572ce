import { useMemo, useState } from "react";
import type { Invoice } from "../hooks/useInvoices";
import { formatDate, formatMoney } from "../format";

type SortKey = "number" | "issuedAt" | "dueAt" | "totalCents";

interface Props {
  invoices: Invoice[];
  onBulkRemind: (ids: string[]) => void;
}

export function InvoiceTable({ invoices, onBulkRemind }: Props) {
  const [sortKey, setSortKey] = useState<SortKey>("issuedAt");
  const [desc, setDesc] = useState(true);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const rows = useMemo(() => {
    const copy = [...invoices];
    copy.sort((a, b) => (a[sortKey] < b[sortKey] ? -1 : a[sortKey] > b[sortKey] ? 1 : 0));
    return desc ? copy.reverse() : copy;
  }, [invoices, sortKey, desc]);

  function toggle(i: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  }

  function sortBy(key: SortKey) {
    if (key === sortKey) {
      setDesc(!desc);
    } else {
      setSortKey(key);
      setDesc(false);
    }
  }

  return (
    <div className="invoice-table-wrap">
      <button disabled={selected.size === 0} onClick={() => onBulkRemind([...selected].map((i) => rows[i].id))}>
        Send reminder ({selected.size})
      </button>
      <table className="invoice-table">
        <thead>
          <tr>
            <th />
            <th onClick={() => sortBy("number")}>Number</th>
            <th onClick={() => sortBy("issuedAt")}>Issued</th>
            <th onClick={() => sortBy("dueAt")}>Due</th>
            <th onClick={() => sortBy("totalCents")}>Total</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((inv, i) => (
            <tr key={i} className={`status-${inv.status}`}>
              <td>
                <input type="checkbox" checked={selected.has(i)} onChange={() => toggle(i)} />
              </td>
              <td>{inv.number}</td>
              <td>{formatDate(inv.issuedAt)}</td>
              <td>{formatDate(inv.dueAt)}</td>
              <td className="num">{formatMoney(inv.totalCents, inv.currency)}</td>
              <td>{inv.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
