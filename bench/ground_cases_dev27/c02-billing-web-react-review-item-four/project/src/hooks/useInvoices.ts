import { useEffect, useState } from "react";

import { api } from "../api/client";
import type { Invoice, InvoiceStatus, Page } from "../types";

export interface InvoiceFilter {
  status?: InvoiceStatus;
  customerId?: string;
  page: number;
}

export function useInvoices(filter: InvoiceFilter) {
  const [data, setData] = useState<Invoice[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    api
      .get<Page<Invoice>>("/invoices", {
        status: filter.status,
        customer_id: filter.customerId,
        page: filter.page,
      })
      .then((res) => {
        if (cancelled) return;
        setData(res.items);
        setTotal(res.total);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [filter.status, filter.customerId, filter.page]);

  return { data, total, loading, error };
}
