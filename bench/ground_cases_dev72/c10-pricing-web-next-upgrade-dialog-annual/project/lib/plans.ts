export type PlanId = 'starter' | 'team' | 'business';

export interface Plan {
  id: PlanId;
  name: string;
  /** price per seat per month, in cents, billed monthly */
  monthly: number;
  includedSeats: number;
  highlights: string[];
}

/** Yearly billing: two months free. */
export const ANNUAL_DISCOUNT = 2 / 12;

export const PLANS: Plan[] = [
  { id: 'starter', name: 'Starter', monthly: 900, includedSeats: 3, highlights: ['5 projects', '10 GB storage'] },
  { id: 'team', name: 'Team', monthly: 1900, includedSeats: 10, highlights: ['50 projects', '100 GB storage', 'Guest access'] },
  { id: 'business', name: 'Business', monthly: 3900, includedSeats: 50, highlights: ['Unlimited projects', '1 TB storage', 'Audit log', 'SAML SSO'] },
];

export function annualPrice(plan: Plan): number {
  return Math.round(plan.monthly * 12 * (1 - ANNUAL_DISCOUNT));
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}
