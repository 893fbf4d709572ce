const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 4, 2025" for an ISO timestamp. Invoice dates are calendar dates in UTC. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Nov 4, 2025, 14:05 UTC" for audit entries. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${formatDate(iso)}, ${time} UTC`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days past the due date, 0 when not yet due. */
export function daysOverdue(dueIso: string, now: number = Date.now()): number {
  const diff = now - new Date(dueIso).getTime();
  return diff > 0 ? Math.floor(diff / DAY_MS) : 0;
}
