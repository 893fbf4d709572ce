const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let f = moneyFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-GB", { style: "currency", currency });
    moneyFormatters.set(currency, f);
  }
  return f;
}

export function formatMoney(cents: number, currency: string): string {
  return moneyFormatter(currency).format(cents / 100);
}

const dateFormatter = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormatter.format(d);
}

export function daysOverdue(dueIso: string, now: Date = new Date()): number {
  const due = new Date(dueIso);
  if (Number.isNaN(due.getTime())) return 0;
  const ms = now.getTime() - due.getTime();
  return ms > 0 ? Math.floor(ms / 86_400_000) : 0;
}

export function pluralize(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
