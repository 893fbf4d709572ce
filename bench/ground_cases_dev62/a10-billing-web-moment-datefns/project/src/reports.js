import moment from "moment";

import { monthLabel } from "./dates.js";

export function revenueByMonth(invoices) {
  const buckets = new Map();
  for (const inv of invoices) {
    const key = moment(inv.issuedAt).format("YYYY-MM");
    buckets.set(key, (buckets.get(key) || 0) + inv.totalCents);
  }
  return [...buckets.entries()].sort().map(([k, cents]) => ({ month: monthLabel(new Date(k + "-01")), cents }));
}

export function quarterOf(d) {
  return moment(d).quarter();
}

export function fiscalYear(d) {
  const m = moment(d);
  return m.month() >= 3 ? m.year() : m.year() - 1;
}

export function rangeLabel(from, to) {
  return `${moment(from).format("D MMM")} – ${moment(to).format("D MMM YYYY")}`;
}

export function isSameMonth(a, b) {
  return moment(a).isSame(b, "month");
}
