import { MailService } from '../src/mail/mail.service';

describe('MailService', () => {
  const mailer = { sendMail: jest.fn() };
  const i18n = { t: jest.fn((key: string) => key) };
  const service = new MailService(mailer as any, i18n as any);

  beforeEach(() => jest.clearAllMocks());

  it('sends the reset mail with the user locale', async () => {
    await service.sendPasswordReset({ email: 'a@example.jp', displayName: 'あや', locale: 'ja', resetToken: 't0k' } as any);
    expect(i18n.t).toHaveBeenCalledWith('mail.reset.subject', { lang: 'ja' });
    expect(mailer.sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'a@example.jp', template: 'reset-password' }));
  });

  it('sends the welcome mail', async () => {
    await service.sendWelcome({ email: 'b@example.jp', displayName: 'ゆう', locale: 'ja' } as any);
    expect(mailer.sendMail).toHaveBeenCalledTimes(1);
  });
});
