import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { I18nService } from 'nestjs-i18n';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { User } from '../users/user.entity';

dayjs.extend(utc);
dayjs.extend(timezone);

const SUPPORTED = ['en', 'zh-CN', 'ja', 'ko'];

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly mailer: MailerService,
    private readonly i18n: I18nService,
  ) {}

  resolveLang(user: User): string {
    if (user.locale && SUPPORTED.includes(user.locale)) return user.locale;
    const base = user.locale?.split('-')[0];
    return (base && SUPPORTED.find((l) => l.split('-')[0] === base)) || 'en';
  }

  async sendPasswordReset(user: User, token: string, expiresAt: Date): Promise<void> {
    const lang = this.resolveLang(user);
    const subject = this.i18n.t('mail.reset.subject', { lang, args: { username: user.displayName } });
    await this.mailer.sendMail({
      to: user.email,
      subject,
      template: 'password-reset',
      context: {
        lang,
        username: user.displayName,
        link: `${process.env.APP_URL}/reset?token=${token}`,
        expires: dayjs(expiresAt).utc().format('MM/DD/YYYY HH:mm'),
      },
    });
    this.logger.log(`reset mail sent to ${user.id} (${lang})`);
  }

  async sendWelcome(user: User): Promise<void> {
    const lang = this.resolveLang(user);
    await this.mailer.sendMail({
      to: user.email,
      subject: this.i18n.t('mail.welcome.subject', { lang }),
      template: 'welcome',
      context: {
        lang,
        username: user.displayName,
        since: dayjs(user.createdAt).format('YYYY-MM-DD'),
      },
    });
  }
}
