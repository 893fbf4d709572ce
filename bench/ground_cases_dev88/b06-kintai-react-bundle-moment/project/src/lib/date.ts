import moment from "moment";
import "moment/locale/ja";

moment.locale("ja");

export function formatClock(iso: string | null): string {
  if (!iso) return "—";
  return moment(iso).format("HH:mm");
}

export function formatDay(iso: string): string {
  return moment(iso).format("M/D(dd)");
}

export function minutesBetween(from: string, to: string | null): number {
  if (!to) return 0;
  return moment(to).diff(moment(from), "minutes");
}

export function isSameDay(a: string, b: string): boolean {
  return moment(a).isSame(moment(b), "day");
}
