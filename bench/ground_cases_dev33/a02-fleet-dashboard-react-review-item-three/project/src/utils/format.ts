const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function formatSpeed(kmh: number | null): string {
  return kmh ? `${Math.round(kmh)} km/h` : "–";
}

export function formatAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, "second");
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), "hour");
  return rtf.format(Math.round(seconds / 86400), "day");
}

export function vehicleLabel(name: string, id: number): string {
  return name.trim() ? name : `Vehicle #${id}`;
}
