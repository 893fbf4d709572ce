import { Invoice } from "../api/client";

interface Props {
  invoices: Invoice[];
  onVoid: (id: string) => void;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function InvoiceTable({ invoices, onVoid }: Props) {
  if (invoices.length === 0) {
    return <p className="empty">No invoices match.</p>;
  }
  return (
    <table className="invoice-table">
      <thead>
        <tr>
          <th>Number</th>
          <th>Customer</th>
          <th>Amount</th>
          <th>Status</th>
          <th>Due</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {invoices.map((inv) => (
          <tr key={inv.id}>
            <td>{inv.number}</td>
            <td>{inv.customer}</td>
            <td>{money.format(inv.amountCents / 100)}</td>
            <td>{inv.status}</td>
            <td>{inv.dueDate}</td>
            <td>
              {inv.status === "open" && (
                <button type="button" onClick={() => onVoid(inv.id)}>
                  Void
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
