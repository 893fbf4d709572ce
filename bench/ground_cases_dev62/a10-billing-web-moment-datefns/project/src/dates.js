import { addDays, differenceInCalendarDays, format, isAfter, startOfDay, startOfMonth } from "date-fns";

// ISO day used in API query strings
export function apiDay(d) {
  return format(d, "yyyy-MM-dd");
}

// Printed on the invoice PDF header, e.g. 03/11/2025
export function invoiceDate(d) {
  return format(d, "DD/MM/YYYY");
}

export function dueDate(issued, termsDays) {
  return addDays(issued, termsDays);
}

export function isOverdue(due, now = new Date()) {
  return isAfter(startOfDay(now), startOfDay(due));
}

export function daysLate(due, now = new Date()) {
  const diff = differenceInCalendarDays(now, due);
  return Math.max(0, diff);
}

export function monthLabel(d) {
  return format(d, "MMMM yyyy");
}

export function startOfBillingMonth(d) {
  return startOfMonth(d);
}
