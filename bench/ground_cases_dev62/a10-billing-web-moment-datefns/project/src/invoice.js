import { daysLate, dueDate, invoiceDate, isOverdue } from "./dates.js";

export function invoiceHeader(inv, now = new Date()) {
  const due = dueDate(inv.issuedAt, inv.termsDays);
  const lines = [
    `Invoice ${inv.number}`,
    `Date: ${invoiceDate(inv.issuedAt)}`,
    `Due: ${invoiceDate(due)}`,
  ];
  if (isOverdue(due, now)) {
    lines.push(`OVERDUE by ${daysLate(due, now)} day(s)`);
  }
  return lines.join("\n");
}

export function totalCents(inv) {
  return inv.lines.reduce((sum, l) => sum + l.qty * l.unitCents, 0);
}

export function formatCents(cents) {
  return (cents / 100).toFixed(2);
}

export function summary(inv) {
  return `${inv.number}: ${formatCents(totalCents(inv))} ${inv.currency}`;
}

export function isDraft(inv) {
  return !inv.number;
}
