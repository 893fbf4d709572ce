import { Injectable, Logger } from '@nestjs/common';
import { I18nContext, I18nService } from 'nestjs-i18n';
import { getMessaging } from 'firebase-admin/messaging';

export interface Recipient {
  id: string;
  fcmToken: string;
  locale: string;
}

@Injectable()
export class PushService {
  private readonly log = new Logger(PushService.name);

  constructor(private readonly i18n: I18nService) {}

  async orderShipped(user: Recipient, orderNo: string, carrier: string): Promise<void> {
    const lang = user.locale || I18nContext.current()?.lang;
    const title = this.i18n.t('push.shipped.title', { lang });
    const body = this.i18n.t('push.shipped.body', { lang, args: { orderNo, carrier } });
    await this.send(user, title, body);
  }

  private async send(user: Recipient, title: string, body: string): Promise<void> {
    try {
      await getMessaging().send({ token: user.fcmToken, notification: { title, body } });
    } catch (err) {
      this.log.warn(`push to ${user.id} failed: ${(err as Error).message}`);
    }
  }
}
