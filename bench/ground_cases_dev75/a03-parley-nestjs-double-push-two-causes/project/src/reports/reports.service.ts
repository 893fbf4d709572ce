import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SlackService } from '../notifications/slack.service';
import { Report } from './report.entity';

export interface NewReport {
  messageId: string;
  reporterId: string;
  reason: 'spam' | 'abuse' | 'other';
  comment?: string;
}

@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(Report) private readonly repo: Repository<Report>,
    private readonly slack: SlackService,
  ) {}

  async create(input: NewReport): Promise<Report> {
    const report = await this.repo.save(this.repo.create({ ...input, comment: input.comment ?? null }));
    try {
      await this.slack.postReport(report.messageId, report.reporterId, report.reason, report.comment);
    } catch (err) {
      // a Slack outage must never fail the user's report
    }
    return report;
  }

  openCount(messageId: string): Promise<number> {
    return this.repo.count({ where: { messageId } });
  }
}
