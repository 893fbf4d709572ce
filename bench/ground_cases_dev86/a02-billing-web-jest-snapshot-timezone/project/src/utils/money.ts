const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£" };

export function formatMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}${SYMBOLS[currency] ?? currency + " "}${whole}.${frac}`;
}
