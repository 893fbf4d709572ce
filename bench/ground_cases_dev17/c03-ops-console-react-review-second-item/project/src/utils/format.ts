/** Display helpers shared by the list and detail pages. */

export function formatPrice(cents: number, currency = "CNY"): string {
  const symbol = currency === "CNY" ? "¥" : currency + " ";
  return symbol + (cents / 100).toFixed(2);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatStock(n: number): string {
  if (n <= 0) return "缺货";
  if (n < 10) return `仅剩 ${n}`;
  return String(n);
}

export function truncate(text: string, max = 40): string {
  return text.length > max ? text.slice(0, max - 1) + "…" : text;
}

const STATUS_LABELS: Record<string, string> = {
  draft: "草稿",
  on_sale: "在售",
  off_shelf: "已下架",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
