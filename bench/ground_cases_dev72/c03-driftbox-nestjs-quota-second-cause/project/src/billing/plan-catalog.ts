export type PlanCode = 'trial' | 'starter' | 'team' | 'business';

export interface PlanLimits {
  code: PlanCode;
  storageGb: number;
  maxUploadMb: number;
  projects: number;
}

export const PLAN_CATALOG: Record<PlanCode, PlanLimits> = {
  trial: { code: 'trial', storageGb: 10, maxUploadMb: 100, projects: 3 },
  starter: { code: 'starter', storageGb: 10, maxUploadMb: 250, projects: 10 },
  team: { code: 'team', storageGb: 100, maxUploadMb: 2048, projects: 50 },
  business: { code: 'business', storageGb: 1000, maxUploadMb: 5120, projects: 500 },
};

export const GB = 1024 ** 3;
export const MB = 1024 ** 2;
