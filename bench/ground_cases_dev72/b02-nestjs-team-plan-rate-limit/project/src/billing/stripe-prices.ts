import { PlanId } from '../plans/plans';

export function stripePriceId(plan: PlanId): string {
  const key = `STRIPE_PRICE_${plan.toUpperCase()}`;
  const id = process.env[key];
  if (!id) throw new Error(`${key} is not set`);
  return id;
}
