// お届け予定日の計算
// 出荷は土日祝以外。当日 14:00 (JST) までの注文は当日出荷、それ以降は翌営業日。
import { isHoliday } from "./holidays";

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const CUTOFF_HOUR_JST = 14;
export const DEFAULT_LEAD_DAYS = 2;

export type DeliveryEstimate = {
  shipDate: string; // YYYY-MM-DD (JST)
  deliveryDate: string; // YYYY-MM-DD (JST)
  cutoffPassed: boolean;
};

/** Date を JST の年・月・日・時に分解する */
export function jstParts(d: Date): { y: number; m: number; day: number; hour: number } {
  const j = new Date(d.getTime() + JST_OFFSET_MS);
  return { y: j.getUTCFullYear(), m: j.getUTCMonth() + 1, day: j.getUTCDate(), hour: j.getUTCHours() };
}

/** YYYY-MM-DD のキー（祝日テーブルと表示用） */
export function toDateKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}

function isBusinessDay(d: Date): boolean {
  const dow = new Date(d.getTime() + JST_OFFSET_MS).getUTCDay();
  return dow !== 0 && dow !== 6 && !isHoliday(toDateKey(d));
}

function nextBusinessDay(d: Date): Date {
  let cur = d;
  while (!isBusinessDay(cur)) cur = addDays(cur, 1);
  return cur;
}

export function estimateDeliveryDate(orderedAt: Date, leadDays = DEFAULT_LEAD_DAYS): DeliveryEstimate {
  const { hour } = jstParts(orderedAt);
  const cutoffPassed = hour >= CUTOFF_HOUR_JST;
  const ship = nextBusinessDay(cutoffPassed ? addDays(orderedAt, 1) : orderedAt);
  const delivery = addDays(ship, leadDays);
  return { shipDate: toDateKey(ship), deliveryDate: toDateKey(delivery), cutoffPassed };
}

/** "2025-11-12" -> "11月12日(水)" */
export function formatJa(key: string): string {
  const [y, m, d] = key.split("-").map(Number);
  const dow = "日月火水木金土"[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}月${d}日(${dow})`;
}
