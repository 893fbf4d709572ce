import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, IsNull, Repository } from 'typeorm';
import { Appointment } from '../appointments/appointment.entity';
import { SmsClient } from './sms.client';

const SALON_TZ = process.env.SALON_TZ ?? 'UTC';

export function formatStart(date: Date, tz: string = SALON_TZ): string {
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: tz,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

@Injectable()
export class ReminderService {
  private readonly logger = new Logger(ReminderService.name);

  constructor(
    @InjectRepository(Appointment) private readonly repo: Repository<Appointment>,
    private readonly sms: SmsClient,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async sendDueReminders(now: Date = new Date()): Promise<number> {
    const from = new Date(now.getTime() + 23 * 3600_000);
    const to = new Date(now.getTime() + 24 * 3600_000);
    const due = await this.repo.find({ where: { startsAt: Between(from, to), reminderSentAt: IsNull() } });
    for (const appt of due) {
      await this.sms.send(appt.phone, `${appt.customerName}您好，您预约的${appt.service}在 ${formatStart(appt.startsAt)}，如需改约请提前联系。`);
      appt.reminderSentAt = now;
      await this.repo.save(appt);
    }
    this.logger.log(`sent ${due.length} reminders`);
    return due.length;
  }
}
