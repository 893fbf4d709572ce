const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let f = moneyFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("de-DE", { style: "currency", currency });
    moneyFormatters.set(currency, f);
  }
  return f;
}

/** 1234.5, "EUR" -> "1.234,50 €" */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormatter(currency).format(amount);
}

const dateFormatter = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

/** "2024-06-03" -> "03.06.2024" */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return dateFormatter.format(new Date(y, m - 1, d));
}

/** "2024-06" -> "Juni 2024" */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric" }).format(new Date(y, m - 1, 1));
}

/** The current month as YYYY-MM, in local time. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}
