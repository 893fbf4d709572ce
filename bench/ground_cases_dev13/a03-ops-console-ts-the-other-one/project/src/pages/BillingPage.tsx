import { useState } from "react";
import { apiPost } from "../api/client";
import { CustomerPicker } from "../components/CustomerPicker";
import { InvoiceTable } from "../components/InvoiceTable";
import { useInvoices, type InvoiceStatus } from "../hooks/useInvoices";

const FILTERS: Array<{ label: string; value?: InvoiceStatus }> = [
  { label: "All" },
  { label: "Open", value: "open" },
  { label: "Paid", value: "paid" },
];

export function BillingPage() {
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [status, setStatus] = useState<InvoiceStatus | undefined>("open");
  const { invoices, loading, error, reload } = useInvoices(customerId, status);

  async function remind(ids: string[]) {
    await apiPost("/invoices/reminders", { invoiceIds: ids });
    reload();
  }

  return (
    <div className="billing-page">
      <aside>
        <CustomerPicker value={customerId} onChange={setCustomerId} />
      </aside>
      <main>
        <nav className="filters">
          {FILTERS.map((f) => (
            <button key={f.label} className={f.value === status ? "on" : undefined} onClick={() => setStatus(f.value)}>
              {f.label}
            </button>
          ))}
        </nav>
        {error && <p className="error">Could not load invoices: {error}</p>}
        {loading ? <p>Loading...</p> : <InvoiceTable invoices={invoices} onBulkRemind={remind} />}
      </main>
    </div>
  );
}
