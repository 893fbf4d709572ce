import { Injectable } from '@nestjs/common';

import { Db } from '../db';

export interface UsageEvent {
  workspaceId: string;
  metric: 'api_calls' | 'storage_bytes';
  quantity: number;
  at: Date;
}

export interface MonthlyRollup {
  workspaceId: string;
  month: string; // YYYY-MM
  apiCalls: number;
  peakStorageBytes: number;
}

@Injectable()
export class UsageService {
  constructor(private readonly db: Db) {}

  static monthKey(at: Date): string {
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  }

  monthlyRollup(events: UsageEvent[]): MonthlyRollup[] {
    const byKey = new Map<string, MonthlyRollup>();
    for (const e of events) {
      const month = UsageService.monthKey(e.at);
      const key = `${e.workspaceId}:${month}`;
      const row = byKey.get(key) ?? { workspaceId: e.workspaceId, month, apiCalls: 0, peakStorageBytes: 0 };
      if (e.metric === 'api_calls') {
        row.apiCalls += e.quantity;
      } else {
        row.peakStorageBytes = Math.max(row.peakStorageBytes, e.quantity);
      }
      byKey.set(key, row);
    }
    return [...byKey.values()].sort((a, b) => a.month.localeCompare(b.month));
  }

  async record(event: UsageEvent): Promise<void> {
    await this.db.query(
      'INSERT INTO usage_events (workspace_id, metric, quantity, at) VALUES ($1, $2, $3, $4)',
      [event.workspaceId, event.metric, event.quantity, event.at],
    );
  }
}
