import type { InvoiceStatus } from "../types";

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let f = moneyFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("zh-CN", { style: "currency", currency });
    moneyFormatters.set(currency, f);
  }
  return f;
}

export function formatMoney(cents: number, currency = "CNY"): string {
  return moneyFormatter(currency).format(cents / 100);
}

const dateFormatter = new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit" });

export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "草稿",
  sent: "已发送",
  paid: "已付款",
  void: "已作废",
};

export function statusLabel(status: InvoiceStatus): string {
  return STATUS_LABELS[status] ?? status;
}

export function isOverdue(dueAt: string, status: InvoiceStatus, now = new Date()): boolean {
  return status === "sent" && new Date(dueAt).getTime() < now.getTime();
}
