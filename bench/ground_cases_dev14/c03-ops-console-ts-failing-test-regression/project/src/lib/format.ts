// Display helpers shared by the order, refund and courier pages.

const MINUTE = 60_000;

/** Amount in yuan as shown in tables, e.g. ¥1,234.50. */
export function formatCNY(yuan: number): string {
  if (!Number.isFinite(yuan)) return "—";
  return "¥" + yuan.toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Fen (integer cents from the API) to a display string. */
export function formatFen(fen: number): string {
  return formatCNY(fen / 100);
}

/**
 * How long something took, for the 时效 columns. Partial minutes count as a
 * whole minute: 61s is "2分钟", because ops measures SLAs in started minutes.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "—";
  const totalMinutes = Math.floor(ms / MINUTE);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours === 0 ? `${days}天` : `${days}天${hours}小时`;
  if (hours === 0) return `${minutes}分钟`;
  if (minutes === 0) return `${hours}小时`;
  return `${hours}小时${minutes}分钟`;
}

/** Mask a mainland mobile number: 138****5678. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length !== 11) return phone;
  return `${digits.slice(0, 3)}****${digits.slice(7)}`;
}

/** Percentage with one decimal, "—" when the base is zero. */
export function formatRate(part: number, whole: number): string {
  if (whole === 0) return "—";
  return `${((part / whole) * 100).toFixed(1)}%`;
}
