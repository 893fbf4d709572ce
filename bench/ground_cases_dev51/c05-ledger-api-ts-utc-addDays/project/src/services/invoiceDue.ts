import { addDays, addMonths, endOfMonth } from "../utils/dates.js";

export type PaymentTerms = "DUE_ON_RECEIPT" | "NET15" | "NET30" | "NET60" | "EOM" | "EOM_PLUS_1";

/**
 * Due date for an invoice issued at `issuedAt` under `terms`.
 * EOM = end of the issue month; EOM_PLUS_1 = end of the following month.
 */
export function computeDueDate(issuedAt: Date, terms: PaymentTerms): Date {
  switch (terms) {
    case "DUE_ON_RECEIPT":
      return issuedAt;
    case "NET15":
      return addDays(issuedAt, 15);
    case "NET30":
      return addDays(issuedAt, 30);
    case "NET60":
      return addDays(issuedAt, 60);
    case "EOM":
      return endOfMonth(issuedAt);
    case "EOM_PLUS_1":
      return endOfMonth(addMonths(issuedAt, 1));
  }
}

export function isOverdue(dueAt: Date, now: Date = new Date()): boolean {
  return now.getTime() > dueAt.getTime();
}

export function graceDeadline(dueAt: Date, graceDays = 5): Date {
  return addDays(dueAt, graceDays);
}
