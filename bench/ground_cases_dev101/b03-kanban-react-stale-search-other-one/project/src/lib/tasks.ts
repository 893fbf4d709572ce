import type { Status, Task } from "./api";

export const COLUMNS: { status: Status; label: string }[] = [
  { status: "todo", label: "未着手" },
  { status: "doing", label: "進行中" },
  { status: "done", label: "完了" },
];

export function groupByStatus(tasks: Task[]): Record<Status, Task[]> {
  const out: Record<Status, Task[]> = { todo: [], doing: [], done: [] };
  for (const t of tasks) {
    out[t.status].push(t);
  }
  for (const key of Object.keys(out) as Status[]) {
    out[key].sort(byDue);
  }
  return out;
}

/** 期限の近い順。期限なしは最後 */
export function byDue(a: Task, b: Task): number {
  if (a.due === b.due) return a.id - b.id;
  if (a.due === null) return 1;
  if (b.due === null) return -1;
  return a.due < b.due ? -1 : 1;
}

/** ローカル日付の YYYY-MM-DD */
export function todayString(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** 期限が今日より前で、まだ完了していない */
export function isOverdue(task: Task, today: string = todayString()): boolean {
  return task.status !== "done" && task.due !== null && task.due < today;
}

export function initials(name: string | null): string {
  if (!name) return "?";
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
