const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

/** "2024-11-05" 形式。API に送る日付や URL のクエリに使う */
export function toDateKey(d: Date): string {
  // toISOString() は UTC になるので、ローカル時刻の年月日から組み立てる
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${m}-${day}`;
}

/** 一覧表示用: "11/5(火)" */
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  const [, m, day] = toDateKey(d).split("-").map(Number);
  return `${m}/${day}(${WEEKDAYS[d.getDay()]})`;
}

/** "9:05" */
export function formatTime(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return `${d.getHours()}:${String(d.getMinutes()).padStart(2, "0")}`;
}

export function addDays(d: Date, days: number): Date {
  const next = new Date(d);
  next.setDate(next.getDate() + days);
  return next;
}

export function isSameDay(a: Date, b: Date): boolean {
  return toDateKey(a) === toDateKey(b);
}
