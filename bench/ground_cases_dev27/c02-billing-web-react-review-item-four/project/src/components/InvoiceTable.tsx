import type { Invoice } from "../types";
import { formatDate, formatMoney, isOverdue, statusLabel } from "../utils/format";

interface Props {
  invoices: Invoice[];
  loading: boolean;
  onOpen: (id: string) => void;
}

export function InvoiceTable({ invoices, loading, onOpen }: Props) {
  if (loading && invoices.length === 0) {
    return <div className="table-empty">加载中…</div>;
  }
  if (invoices.length === 0) {
    return <div className="table-empty">没有发票</div>;
  }

  return (
    <table className="invoice-table">
      <thead>
        <tr>
          <th>编号</th>
          <th>客户</th>
          <th>状态</th>
          <th className="num">金额</th>
          <th>开票日期</th>
          <th>到期日</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((inv, i) => (
          <tr key={i} className={isOverdue(inv.dueAt, inv.status) ? "overdue" : undefined} onClick={() => onOpen(inv.id)}>
            <td>{inv.number}</td>
            <td>{inv.customerName}</td>
            <td>
              <span className={`badge badge-${inv.status}`}>{statusLabel(inv.status)}</span>
            </td>
            <td className="num">{formatMoney(inv.totalCents, inv.currency)}</td>
            <td>{formatDate(inv.issuedAt)}</td>
            <td>{formatDate(inv.dueAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
