import { UnsubscribeService } from './unsubscribe.service';

describe('UnsubscribeService', () => {
  const svc = new UnsubscribeService();

  it('accepts its own token', () => {
    const token = svc.sign(42, 'digest');
    expect(svc.verify('42', 'digest', token)).toBe(true);
  });

  it('rejects a token for another list', () => {
    const token = svc.sign(42, 'digest');
    expect(svc.verify('42', 'mentions', token)).toBe(false);
  });

  it('rejects garbage', () => {
    expect(svc.verify('42', 'digest', 'nope')).toBe(false);
  });
});
