import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { I18nService } from 'nestjs-i18n';

import { User } from '../users/user.entity';

@Injectable()
export class MailService {
  constructor(
    private readonly mailer: MailerService,
    private readonly i18n: I18nService,
  ) {}

  async sendPasswordReset(user: User): Promise<void> {
    const lang = user.locale;
    const url = `${process.env.APP_URL}/reset-password?token=${user.resetToken}`;
    await this.mailer.sendMail({
      to: user.email,
      subject: this.i18n.t('mail.reset.subject', { lang }),
      template: 'reset-password',
      context: { name: user.displayName, url },
    });
  }

  async sendWelcome(user: User): Promise<void> {
    const lang = user.locale;
    await this.mailer.sendMail({
      to: user.email,
      subject: this.i18n.t('mail.welcome.subject', { lang }),
      text: this.i18n.t('mail.welcome.body', { lang, args: { username: user.displayName } }),
    });
  }
}
