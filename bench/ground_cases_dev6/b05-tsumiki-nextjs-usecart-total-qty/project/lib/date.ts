/** Date only, e.g. "2024/6/10", for order lists. */
export function formatJST(iso: string): string {
  return new Date(iso).toLocaleDateString("ja-JP");
}

/** Date and time, e.g. "2024/6/10 9:05", for the order detail page. */
export function formatJSTDateTime(iso: string): string {
  return new Date(iso).toLocaleString("ja-JP", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
