const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** "1h 5m", "12m", "45s" – the label shown on a running timer. */
export function formatDuration(ms: number): string {
  if (ms < MINUTE) {
    return `${Math.floor(ms / SECOND)}s`;
  }
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor(ms / MINUTE);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** Parse "1:30" (h:mm) into milliseconds. */
export function parseClock(text: string): number {
  const [h, m] = text.split(":").map(Number);
  return h * HOUR + m * MINUTE;
}
