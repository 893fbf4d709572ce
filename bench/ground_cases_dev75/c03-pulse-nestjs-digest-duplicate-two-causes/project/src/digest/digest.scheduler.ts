import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DigestService } from './digest.service';

@Injectable()
export class DigestScheduler {
  private readonly logger = new Logger(DigestScheduler.name);

  constructor(private readonly digest: DigestService) {}

  @Cron('0 8 * * *', { timeZone: 'Asia/Shanghai' })
  async run(): Promise<void> {
    const sent = await this.digest.sendAll();
    this.logger.log(`daily digest sent to ${sent} users`);
  }
}
