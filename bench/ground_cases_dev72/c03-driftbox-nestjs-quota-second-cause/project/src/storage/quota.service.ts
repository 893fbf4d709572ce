import { Injectable, PayloadTooLargeException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { GB, MB, PLAN_CATALOG } from '../billing/plan-catalog';
import { SubscriptionsService } from '../billing/subscriptions.service';
import { Workspace } from '../workspaces/workspace.entity';
import { StoredFile } from './stored-file.entity';

export interface QuotaStatus {
  usedBytes: number;
  limitBytes: number;
  percent: number;
}

@Injectable()
export class QuotaService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    @InjectRepository(Workspace) private readonly workspaces: Repository<Workspace>,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async usedBytes(workspaceId: string): Promise<number> {
    const row = await this.files
      .createQueryBuilder('f')
      .select('COALESCE(SUM(f.sizeBytes), 0)', 'total')
      .where('f.workspaceId = :workspaceId', { workspaceId })
      // files in the trash are not billed against the quota
      .andWhere('f.trashedAt IS NULL')
      .getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }

  async limitBytes(workspaceId: string): Promise<number> {
    const ws = await this.workspaces.findOneByOrFail({ id: workspaceId });
    const plan = PLAN_CATALOG[ws.planSnapshot.code];
    return plan.storageGb * GB;
  }

  async status(workspaceId: string): Promise<QuotaStatus> {
    const [usedBytes, limitBytes] = await Promise.all([
      this.usedBytes(workspaceId),
      this.limitBytes(workspaceId),
    ]);
    return { usedBytes, limitBytes, percent: Math.round((usedBytes / limitBytes) * 100) };
  }

  /** Throws 413 when the upload would not fit in the plan. */
  async assertCanUpload(workspaceId: string, sizeBytes: number): Promise<void> {
    const plan = await this.subscriptions.currentPlan(workspaceId);
    if (sizeBytes > plan.maxUploadMb * MB) {
      throw new PayloadTooLargeException(`File exceeds the ${plan.maxUploadMb} MB upload limit of your plan`);
    }
    const { usedBytes, limitBytes } = await this.status(workspaceId);
    if (usedBytes + sizeBytes > limitBytes) {
      const usedGb = (usedBytes / GB).toFixed(1);
      const limitGb = (limitBytes / GB).toFixed(0);
      throw new PayloadTooLargeException(`Storage quota exceeded: ${usedGb} GB of ${limitGb} GB used`);
    }
  }
}
