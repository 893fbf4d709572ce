import { Locale, t } from "./index";

const CURRENCY: Record<Locale, string> = { en: "CNY", "zh-CN": "CNY", "zh-TW": "TWD" };

/** 数量 + 单位，比如 "3 件商品" / "1 item" / "3 items"，按 CLDR 复数规则选 key */
export function formatCount(locale: Locale, n: number): string {
  const category = new Intl.PluralRules(locale).select(n); // en: one / other；中文永远是 other
  const key = category === "one" ? "common.items_one" : "common.items_other";
  return `${n} ${t(locale, key)}`;
}

/** 金额，分 -> 按 locale 的货币格式 */
export function formatPrice(locale: Locale, fen: number): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: CURRENCY[locale],
    minimumFractionDigits: 2,
  }).format(fen / 100);
}

/** 下单日期，按 locale 的短格式 */
export function formatDate(locale: Locale, iso: string): string {
  return new Date(iso).toLocaleDateString(locale, { timeZone: "Asia/Shanghai" });
}

/** 百分比，比如 "85%"（用于满减进度条） */
export function formatPercent(locale: Locale, ratio: number): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(ratio);
}

export function refundText(locale: Locale, fen: number, full: boolean): string {
  const key = full ? "order.refund.full" : "order.refund.partial";
  return t(locale, key, { amount: formatPrice(locale, fen) });
}
