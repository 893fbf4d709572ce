/**
 * お金まわりの計算。金額はすべて「税込・円」の整数で扱う。
 */

/** 割引率（0.15 のような小数）を適用した金額。円未満は切り捨て。 */
export function applyDiscount(amount: number, rate: number): number {
  // 0.15 などは2進小数で正確に表せないので、整数のパーセントにしてから計算する
  const percent = Math.round(rate * 100);
  return Math.floor((amount * (100 - percent)) / 100);
}

/** 税込金額に含まれる消費税（10%、円未満切り捨て） */
export function includedTax(amount: number, rate = 0.1): number {
  const percent = Math.round(rate * 100);
  return Math.floor((amount * percent) / (100 + percent));
}

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

/** 1,000円ごとに1ポイント */
export function pointsFor(amount: number): number {
  return Math.floor(amount / 1000);
}
