// Amounts come from the API as yuan (number, two decimals at most).

export function formatYuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}

export function sumAmounts(amounts: number[]): number {
  // add in fen so 9.9 + 10 doesn't become 19.900000000000002
  const fen = amounts.reduce((total, a) => total + Math.round(a * 100), 0);
  return fen / 100;
}

export function parseYuan(text: string): number | null {
  const cleaned = text.replace(/[¥,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return null;
  }
  return Number(cleaned);
}

export function percent(part: number, whole: number): string {
  if (whole === 0) {
    return "0%";
  }
  return `${Math.round((part / whole) * 100)}%`;
}

export function isRefundable(amount: number, refunded: number): boolean {
  return amount - refunded > 0;
}

export const CURRENCY = "CNY";
export const MAX_SINGLE_ORDER = 50_000;
