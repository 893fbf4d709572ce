import { Invoice } from "../types";
import { daysOverdue, formatDate } from "../utils/formatDate";
import { formatMoney } from "../utils/money";

interface Props {
  invoice: Invoice;
  onOpen?: (id: string) => void;
}

export function InvoiceRow({ invoice, onOpen }: Props) {
  const overdue = invoice.status === "sent" ? daysOverdue(invoice.dueAt) : 0;
  return (
    <tr className="invoice-row" onClick={() => onOpen?.(invoice.id)}>
      <td>{invoice.number}</td>
      <td>{invoice.customerName}</td>
      <td>{formatDate(invoice.issuedAt)}</td>
      <td>{formatDate(invoice.dueAt)}</td>
      <td className="amount">{formatMoney(invoice.totalCents, invoice.currency)}</td>
      <td>
        <span className={`status status-${invoice.status}`}>{invoice.status}</span>
        {overdue > 0 && <span className="badge overdue">{overdue}d overdue</span>}
      </td>
    </tr>
  );
}
