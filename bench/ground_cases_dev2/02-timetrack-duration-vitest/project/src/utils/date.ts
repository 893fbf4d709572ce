/** "2024-05-01" in the user's local time zone. */
export function localDay(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

export function formatDurationRange(start: Date, end: Date): string {
  return `${localDay(start)} – ${localDay(end)}`;
}
