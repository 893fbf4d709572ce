// Date helpers for the order desk. API dates are "YYYY-MM-DD" strings.

const pad = (n) => String(n).padStart(2, "0");

export function parseDay(s) {
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function formatDate(s) {
  const d = parseDay(s);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export function isOverdue(order, now = new Date()) {
  if (order.status === "paid" || order.status === "cancelled") {
    return false;
  }
  return order.due_date < now.toISOString();
}

export function daysBetween(a, b) {
  const ms = parseDay(b) - parseDay(a);
  return Math.round(ms / 86400000);
}

export function todayString(now = new Date()) {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(s, n) {
  const d = parseDay(s);
  d.setDate(d.getDate() + n);
  return todayString(d);
}
