"use client";

import { useEffect, useState } from "react";

import { INVOICE_STATUSES, type InvoiceStatus } from "@/lib/invoice-status";
import { formatDate, formatYen, STATUS_LABEL, statusTone } from "@/lib/format";

type InvoiceRow = {
  id: string;
  number: string;
  customerName: string;
  amount: number;
  status: InvoiceStatus;
  issuedAt: string;
  dueAt: string;
};

type InvoicePage = {
  items: InvoiceRow[];
  total: number;
  page: number;
  pages: number;
};

const PAGE_SIZE = 20;

export function InvoiceTable({ initialStatus }: { initialStatus?: InvoiceStatus }) {
  const [status, setStatus] = useState<InvoiceStatus | "all">(initialStatus ?? "all");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InvoicePage | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
    if (status !== "all") params.set("status", status);

    setLoading(true);
    fetch(`/api/invoices?${params}`)
      .then((res) => res.json())
      .then((json: InvoicePage) => setData(json))
      .finally(() => setLoading(false));
  }, [status]);

  function changeStatus(next: InvoiceStatus | "all") {
    setStatus(next);
    setPage(1);
  }

  return (
    <div className="space-y-4">
      <div className="flex gap-2">
        {(["all", ...INVOICE_STATUSES] as const).map((s) => (
          <button
            key={s}
            onClick={() => changeStatus(s)}
            className={s === status ? "chip chip-active" : "chip"}
          >
            {s === "all" ? "すべて" : STATUS_LABEL[s]}
          </button>
        ))}
      </div>

      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-gray-500">
            <th>請求書番号</th>
            <th>取引先</th>
            <th className="text-right">金額</th>
            <th>発行日</th>
            <th>支払期限</th>
            <th>ステータス</th>
          </tr>
        </thead>
        <tbody className={loading ? "opacity-50" : undefined}>
          {data?.items.map((inv) => (
            <tr key={inv.id} className="border-t">
              <td className="font-mono">{inv.number}</td>
              <td>{inv.customerName}</td>
              <td className="text-right tabular-nums">{formatYen(inv.amount)}</td>
              <td>{formatDate(inv.issuedAt)}</td>
              <td>{formatDate(inv.dueAt)}</td>
              <td>
                <span className={`badge badge-${statusTone(inv.status)}`}>{STATUS_LABEL[inv.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {data && data.pages > 1 && (
        <div className="flex items-center justify-end gap-3">
          <button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            前へ
          </button>
          <span>
            {page} / {data.pages}
          </span>
          <button disabled={page >= data.pages} onClick={() => setPage((p) => p + 1)}>
            次へ
          </button>
        </div>
      )}
    </div>
  );
}
