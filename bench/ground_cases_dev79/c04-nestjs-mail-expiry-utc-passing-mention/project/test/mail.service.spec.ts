import { Test } from '@nestjs/testing';
import { MailerService } from '@nestjs-modules/mailer';
import { I18nService } from 'nestjs-i18n';
import { MailService } from '../src/mail/mail.service';
import { User } from '../src/users/user.entity';

const user = (locale?: string): User => ({
  id: 'u1',
  email: 'a@example.com',
  displayName: 'Min',
  locale,
  timezone: 'Asia/Seoul',
  createdAt: new Date('2024-01-01T00:00:00Z'),
});

describe('MailService', () => {
  let service: MailService;
  const sendMail = jest.fn();

  beforeEach(async () => {
    sendMail.mockReset();
    const moduleRef = await Test.createTestingModule({
      providers: [
        MailService,
        { provide: MailerService, useValue: { sendMail } },
        { provide: I18nService, useValue: { t: (key: string) => key } },
      ],
    }).compile();
    service = moduleRef.get(MailService);
  });

  it('resolves regional tags to a supported language', () => {
    expect(service.resolveLang(user('zh-Hans-CN'))).toBe('zh-CN');
    expect(service.resolveLang(user('ja-JP'))).toBe('ja');
    expect(service.resolveLang(user(undefined))).toBe('en');
  });

  it('passes lang to the reset template', async () => {
    await service.sendPasswordReset(user('ja'), 'tok', new Date('2025-11-05T05:00:00Z'));
    expect(sendMail.mock.calls[0][0].context.lang).toBe('ja');
  });
});
