const DAYS = ["日", "月", "火", "水", "木", "金", "土"];

function pad(n: number): string {
  return n.toString().padStart(2, "0");
}

const TZ = "Asia/Tokyo";

function parts(iso: string): Record<string, string> {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone: TZ,
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(fmt.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export function formatTime(iso: string): string {
  const p = parts(iso);
  return `${pad(Number(p.hour))}:${pad(Number(p.minute))}`;
}

export function formatDay(iso: string): string {
  const p = parts(iso);
  return `${p.month}/${p.day}(${DAYS[WEEKDAY_INDEX[p.weekday]]})`;
}

export function formatRange(startIso: string, endIso: string): string {
  return `${formatTime(startIso)}〜${formatTime(endIso)}`;
}

export function hoursBetween(startIso: string, endIso: string): number {
  const ms = new Date(endIso).getTime() - new Date(startIso).getTime();
  return Math.round((ms / 3_600_000) * 10) / 10;
}

export const ROLE_LABEL: Record<string, string> = {
  hall: "ホール",
  kitchen: "キッチン",
  cashier: "レジ",
};
