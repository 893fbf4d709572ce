export type PlanCode = 'free' | 'trial' | 'pro' | 'team' | 'enterprise';

export interface PlanLimits {
  requestsPerMinute: number;
  projects: number | null;
  seats: number | null;
  storageGb: number;
}

export const PLANS: Record<PlanCode, PlanLimits> = {
  free: { requestsPerMinute: 60, projects: 3, seats: 2, storageGb: 1 },
  trial: { requestsPerMinute: 120, projects: 10, seats: 5, storageGb: 5 },
  pro: { requestsPerMinute: 600, projects: 50, seats: 15, storageGb: 100 },
  team: { requestsPerMinute: 1200, projects: 50, seats: 25, storageGb: 250 },
  enterprise: { requestsPerMinute: 3000, projects: null, seats: null, storageGb: 2000 },
};

export function limitsFor(plan: string): PlanLimits {
  return PLANS[plan as PlanCode] ?? PLANS.free;
}
