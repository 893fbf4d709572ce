const STATUS_LABELS: Record<string, string> = {
  pending: "待支付",
  paid: "已支付",
  shipped: "已发货",
  refunded: "已退款",
  cancelled: "已取消",
};

export function formatMoney(value: string | number, currency = "CNY"): string {
  const n = typeof value === "number" ? value : Number(value.replace(/,/g, ""));
  if (Number.isNaN(n)) {
    return "-";
  }
  return new Intl.NumberFormat("zh-CN", { style: "currency", currency }).format(n);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  const pad = (x: number) => String(x).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
