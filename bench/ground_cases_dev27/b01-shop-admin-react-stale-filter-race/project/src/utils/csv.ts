import { STATUS_LABELS, type Order } from "../api/orders";

const HEADERS = ["注文番号", "注文日", "顧客名", "ステータス", "金額"];

const slashDate = new Intl.DateTimeFormat("ja-JP", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Tokyo",
});

function escape(value: string): string {
  if (/[",\r\n]/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

export function ordersToCsv(orders: Order[]): string {
  const rows = orders.map((o) => [
    o.number,
    slashDate.format(new Date(o.orderedAt)),
    o.customerName,
    STATUS_LABELS[o.status],
    String(o.amount),
  ]);
  return [HEADERS, ...rows].map((row) => row.map(escape).join(",")).join("\r\n");
}

export function downloadCsv(filename: string, csv: string): void {
  // Excel が UTF-8 と認識するように BOM を付ける
  const blob = new Blob(["\uFEFF" + csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
