import { I18nService } from 'nestjs-i18n';

import { PushService } from '../src/notifications/push.service';

jest.mock('firebase-admin/messaging', () => ({ getMessaging: () => ({ send: jest.fn() }) }));

describe('PushService', () => {
  it('builds the shipped push', async () => {
    const t = jest.fn().mockReturnValue('x');
    const svc = new PushService({ t } as unknown as I18nService);
    await svc.orderShipped({ id: 'u1', fcmToken: 'tok', locale: 'es' }, 'A-17', 'Correos');
    expect(t).toHaveBeenCalledTimes(2);
    expect(t).toHaveBeenCalledWith('push.shipped.title', { lang: 'es' });
  });
});
