import { FeatureFlag } from './feature-flag.entity';
import { FlagsService } from './flags.service';

function serviceWith(flag: Partial<FeatureFlag> | null) {
  const repo = { findOneBy: jest.fn().mockResolvedValue(flag && { allowPlans: [], ...flag }) };
  return new FlagsService(repo as any);
}

describe('FlagsService', () => {
  it('is off when the flag does not exist', async () => {
    expect(await serviceWith(null).isEnabled('nope', { userId: 'u1' })).toBe(false);
  });

  it('is off when disabled even at 100%', async () => {
    const svc = serviceWith({ key: 'x', enabled: false, rolloutPct: 100 });
    expect(await svc.isEnabled('x', { userId: 'u1' })).toBe(false);
  });

  it('gives the same answer for the same user every time', async () => {
    const svc = serviceWith({ key: 'new_checkout', enabled: true, rolloutPct: 10 });
    const first = await svc.isEnabled('new_checkout', { userId: 'u-42' });
    for (let i = 0; i < 20; i++) {
      expect(await svc.isEnabled('new_checkout', { userId: 'u-42' })).toBe(first);
    }
  });

  it('is on for allowed plans', async () => {
    const svc = serviceWith({ key: 'x', enabled: true, rolloutPct: 0, allowPlans: ['pro'] });
    expect(await svc.isEnabled('x', { userId: 'u1', plan: 'pro' })).toBe(true);
  });
});
