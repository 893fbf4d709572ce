import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { InventoryService } from '../inventory/inventory.service';

@Injectable()
export class ReleaseExpiredJob {
  private readonly logger = new Logger(ReleaseExpiredJob.name);

  constructor(private readonly inventory: InventoryService) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async run() {
    const count = await this.inventory.releaseExpired();
    if (count > 0) {
      this.logger.log(`released ${count} expired reservation(s)`);
    }
  }
}
