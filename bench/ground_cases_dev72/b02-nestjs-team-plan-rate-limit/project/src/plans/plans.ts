export type PlanId = 'free' | 'pro' | 'team' | 'enterprise';

export interface PlanConfig {
  id: PlanId;
  label: string;
  maxSeats: number | null;
  seatPriceJpy: number;
  apiRequestsPerMinute: number;
  features: string[];
}

export const PLANS: Record<PlanId, PlanConfig> = {
  free: {
    id: 'free',
    label: 'Free',
    maxSeats: 3,
    seatPriceJpy: 0,
    apiRequestsPerMinute: 60,
    features: [],
  },
  pro: {
    id: 'pro',
    label: 'Pro',
    maxSeats: 50,
    seatPriceJpy: 1800,
    apiRequestsPerMinute: 1200,
    features: ['export_csv', 'webhooks'],
  },
  team: {
    id: 'team',
    label: 'Team',
    maxSeats: 20,
    seatPriceJpy: 2400,
    apiRequestsPerMinute: 600,
    features: ['export_csv', 'webhooks', 'audit_log'],
  },
  enterprise: {
    id: 'enterprise',
    label: 'Enterprise',
    maxSeats: null,
    seatPriceJpy: 3600,
    apiRequestsPerMinute: 6000,
    features: ['export_csv', 'webhooks', 'sso', 'audit_log'],
  },
};

export function planOf(id: string): PlanConfig {
  const plan = PLANS[id as PlanId];
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}
