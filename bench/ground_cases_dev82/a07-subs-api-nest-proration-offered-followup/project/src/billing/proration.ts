import { Plan, isUpgrade } from "./plans";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  start: Date;
  end: Date;
}

/** Whole days left in the period at `now` (a started day counts as left). */
export function remainingDays(period: Period, now: Date): number {
  return Math.max(0, Math.ceil((period.end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * What to charge right away when a customer upgrades mid-period: the price difference
 * for the part of the period that is left. Downgrades take effect at renewal (0 now).
 */
export function prorateUpgrade(from: Plan, to: Plan, period: Period, now: Date): number {
  if (!isUpgrade(from, to)) {
    return 0;
  }
  const daysLeft = remainingDays(period, now);
  const periodDays = 30;
  const diff = to.monthlyPriceCents - from.monthlyPriceCents;
  return Math.round((diff * Math.min(daysLeft, periodDays)) / periodDays);
}
