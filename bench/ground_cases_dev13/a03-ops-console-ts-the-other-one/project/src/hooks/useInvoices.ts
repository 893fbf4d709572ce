import { useEffect, useState } from "react";
import { apiGet } from "../api/client";

export type InvoiceStatus = "draft" | "open" | "paid" | "void";

export interface Invoice {
  id: string;
  number: string;
  customerId: string;
  issuedAt: string;
  dueAt: string;
  totalCents: number;
  currency: string;
  status: InvoiceStatus;
}

interface InvoicesState {
  invoices: Invoice[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useInvoices(customerId: string | null, status?: InvoiceStatus): InvoicesState {
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!customerId) {
      setInvoices([]);
      return;
    }
    setLoading(true);
    setError(null);
    const query = status ? `?status=${status}` : "";
    apiGet<Invoice[]>(`/customers/${customerId}/invoices${query}`)
      .then((rows) => setInvoices(rows))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoading(false));
  }, [customerId, status, nonce]);

  return { invoices, loading, error, reload: () => setNonce((n) => n + 1) };
}
