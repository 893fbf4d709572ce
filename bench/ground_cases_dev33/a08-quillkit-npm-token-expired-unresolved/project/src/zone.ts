const zoneCache = new Map<string, boolean>();

/** True when `zone` is an IANA zone this runtime knows. */
export function isValidZone(zone: string): boolean {
  const cached = zoneCache.get(zone);
  if (cached !== undefined) return cached;
  let ok = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    ok = false;
  }
  zoneCache.set(zone, ok);
  return ok;
}

/** The wall-clock parts of `date` in `zone`. */
export function toZoned(date: Date, zone: string): Record<string, number> {
  if (!isValidZone(zone)) throw new RangeError(`unknown time zone: ${zone}`);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const out: Record<string, number> = {};
  for (const p of parts) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out;
}
