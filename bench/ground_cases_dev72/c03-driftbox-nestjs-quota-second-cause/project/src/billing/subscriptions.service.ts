import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { PLAN_CATALOG, PlanCode, PlanLimits } from './plan-catalog';

@Injectable()
export class SubscriptionsService {
  constructor(private readonly db: DataSource) {}

  /** The plan the workspace pays for right now (trialing counts). */
  async currentPlan(workspaceId: string): Promise<PlanLimits> {
    const rows: { plan_code: PlanCode }[] = await this.db.query(
      `SELECT plan_code FROM subscriptions
        WHERE workspace_id = $1 AND status IN ('active', 'trialing', 'past_due')
        ORDER BY started_at DESC LIMIT 1`,
      [workspaceId],
    );
    const code = rows[0]?.plan_code ?? 'trial';
    return PLAN_CATALOG[code];
  }
}
