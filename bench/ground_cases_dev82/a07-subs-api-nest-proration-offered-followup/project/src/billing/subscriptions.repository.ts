import { Injectable } from "@nestjs/common";

export interface SubscriptionRow {
  id: string;
  accountId: string;
  planId: string;
  stripeCustomerId: string;
  periodStart: Date;
  periodEnd: Date;
  upgradedAt: Date | null;
}

@Injectable()
export class SubscriptionsRepository {
  private readonly rows = new Map<string, SubscriptionRow>();

  async findActive(accountId: string): Promise<SubscriptionRow | undefined> {
    return [...this.rows.values()].find((r) => r.accountId === accountId);
  }

  async updatePlan(id: string, planId: string, upgradedAt: Date | null): Promise<void> {
    const row = this.rows.get(id);
    if (row) {
      row.planId = planId;
      row.upgradedAt = upgradedAt ?? row.upgradedAt;
    }
  }

  async save(row: SubscriptionRow): Promise<void> {
    this.rows.set(row.id, row);
  }
}
