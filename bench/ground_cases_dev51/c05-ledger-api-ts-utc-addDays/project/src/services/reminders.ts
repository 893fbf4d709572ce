import { addDays, daysBetween, formatDate } from "../utils/dates.js";

export interface Reminder {
  invoiceId: string;
  sendOn: string;
  kind: "before_3" | "overdue_1" | "overdue_7" | "final";
}

export function overdueReminders(invoiceId: string, dueAt: Date): Reminder[] {
  return [
    { invoiceId, sendOn: formatDate(addDays(dueAt, -3)), kind: "before_3" },
    { invoiceId, sendOn: formatDate(addDays(dueAt, 1)), kind: "overdue_1" },
    { invoiceId, sendOn: formatDate(addDays(dueAt, 7)), kind: "overdue_7" },
    { invoiceId, sendOn: formatDate(addDays(dueAt, 21)), kind: "final" },
  ];
}

export function remindersDueToday(all: Reminder[], today: Date): Reminder[] {
  const key = formatDate(today);
  return all.filter((r) => r.sendOn === key);
}

export function daysOverdue(dueAt: Date, today: Date): number {
  return Math.max(0, daysBetween(dueAt, today));
}

export function describe(r: Reminder): string {
  switch (r.kind) {
    case "before_3":
      return "发票将在 3 天后到期";
    case "overdue_1":
      return "发票已逾期，请尽快付款";
    case "overdue_7":
      return "发票已逾期 7 天";
    case "final":
      return "最后通知：逾期 21 天，将暂停服务";
  }
}
