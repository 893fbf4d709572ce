const pad = (n: number) => String(n).padStart(2, "0");

const cny = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
});

/** Price in fen (分) to "¥12.50". */
export function formatPrice(fen: number): string {
  return cny.format(fen / 100);
}

/** 2024-05-01 08:03 in the browser's local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    return "";
  }
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}`
  );
}

/** "3 分钟前" style relative time for order lists. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const diff = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (diff < 60) {
    return "刚刚";
  }
  if (diff < 3600) {
    return `${Math.floor(diff / 60)} 分钟前`;
  }
  if (diff < 86400) {
    return `${Math.floor(diff / 3600)} 小时前`;
  }
  return formatDateTime(iso).slice(0, 10);
}
