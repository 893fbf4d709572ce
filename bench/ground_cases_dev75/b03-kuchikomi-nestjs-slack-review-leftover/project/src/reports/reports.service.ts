import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { SlackNotifier } from '../slack/slack-notifier.service';
import { CreateReportDto } from './create-report.dto';
import { Report } from './report.entity';

@Injectable()
export class ReportsService {
  private readonly logger = new Logger(ReportsService.name);
  private readonly threshold: number;

  constructor(
    @InjectRepository(Report) private readonly repo: Repository<Report>,
    private readonly slack: SlackNotifier,
    config: ConfigService,
  ) {
    this.threshold = config.get<number>('moderation.reportThreshold', 3);
  }

  async create(reviewId: number, reporterId: number, dto: CreateReportDto): Promise<Report> {
    const exists = await this.repo.findOneBy({ reviewId, reporterId });
    if (exists) {
      throw new ConflictException('already reported');
    }
    const report = await this.repo.save(
      this.repo.create({ reviewId, reporterId, reason: dto.reason, comment: dto.comment ?? null }),
    );

    const openCount = await this.repo.countBy({ reviewId, status: 'open' });
    if (openCount >= this.threshold) {
      await this.repo.update({ reviewId, status: 'open' }, { status: 'escalated' });
      await this.slack.notifyEscalation(reviewId, openCount, report);
      report.status = 'escalated';
    }
    return report;
  }

  async dismissAll(reviewId: number): Promise<number> {
    const result = await this.repo.update({ reviewId, status: 'escalated' }, { status: 'dismissed' });
    this.logger.log(`dismissed ${result.affected ?? 0} reports for review ${reviewId}`);
    return result.affected ?? 0;
  }
}
