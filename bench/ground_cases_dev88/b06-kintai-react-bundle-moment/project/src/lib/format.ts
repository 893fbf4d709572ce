import debounce from "lodash/debounce";
import groupBy from "lodash/groupBy";
import orderBy from "lodash/orderBy";
import take from "lodash/take";

export function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}:${String(m).padStart(2, "0")}`;
}

export function groupByDepartment<T extends { department: string }>(rows: T[]): Record<string, T[]> {
  return groupBy(rows, "department");
}

export function topOvertime<T extends { overtimeMinutes: number }>(rows: T[], n: number): T[] {
  return take(orderBy(rows, ["overtimeMinutes"], ["desc"]), n);
}

export const debounceSearch = (fn: (q: string) => void) => debounce(fn, 200);
