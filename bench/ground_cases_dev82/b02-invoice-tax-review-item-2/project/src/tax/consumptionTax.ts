import { config } from "../config";
import type { InvoiceItem, TaxRate } from "../invoice/types";

export const STANDARD_RATE: TaxRate = 10;
export const REDUCED_RATE: TaxRate = 8;

/** 軽減税率 (8%) の対象か。飲食料品 (酒類・外食を除く) */
export function rateFor(item: InvoiceItem): TaxRate {
  if (item.taxRateOverride !== undefined) {
    return item.taxRateOverride;
  }
  return item.category === "food" ? REDUCED_RATE : STANDARD_RATE;
}

export function roundYen(value: number): number {
  switch (config.taxRounding) {
    case "floor":
      return Math.floor(value);
    case "ceil":
      return Math.ceil(value);
    default:
      return Math.round(value);
  }
}

export function lineTax(item: InvoiceItem): number {
  return roundYen((item.unitPrice * item.quantity * rateFor(item)) / 100);
}

export interface RateSummary {
  rate: TaxRate;
  net: number;
  tax: number;
}

export function summarizeByRate(items: InvoiceItem[]): RateSummary[] {
  const byRate = new Map<TaxRate, RateSummary>();
  for (const item of items) {
    const rate = rateFor(item);
    const row = byRate.get(rate) ?? { rate, net: 0, tax: 0 };
    row.net += item.unitPrice * item.quantity;
    byRate.set(rate, row);
  }
  // 適格請求書: 税率ごとの合計に対して1回だけ端数処理する
  for (const row of byRate.values()) {
    row.tax = roundYen((row.net * row.rate) / 100);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}
