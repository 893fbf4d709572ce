import { PlanId } from '../plans/plans';

export interface Workspace {
  id: string;
  name: string;
  plan: PlanId;
  seats: number;
  ownerId: string;
  trialEndsAt: Date | null;
  createdAt: Date;
}
