import { FlagsService } from './flags.service';
import { Flag } from './flag.entity';

function serviceWith(flags: Partial<Flag>[]) {
  const repo = {
    findOneBy: jest.fn(async ({ key }) => flags.find((f) => f.key === key) ?? null),
    find: jest.fn(async () => flags),
    save: jest.fn(async (f) => f),
  };
  return { service: new FlagsService(repo as any), repo };
}

describe('FlagsService', () => {
  it('is off for unknown flags', async () => {
    const { service } = serviceWith([]);
    expect(await service.isEnabled('nope', 'u1')).toBe(false);
  });

  it('is off when disabled, whatever the rollout', async () => {
    const { service } = serviceWith([{ key: 'a', enabled: false, rolloutPercent: 100 }]);
    expect(await service.isEnabled('a', 'u1')).toBe(false);
  });

  it('gives the same answer for the same user every time', async () => {
    const { service } = serviceWith([{ key: 'new_checkout', enabled: true, rolloutPercent: 20 }]);
    const first = await service.isEnabled('new_checkout', 'user-42');
    for (let i = 0; i < 20; i++) {
      expect(await service.isEnabled('new_checkout', 'user-42')).toBe(first);
    }
  });

  it('hits the database once within the TTL', async () => {
    const { service, repo } = serviceWith([{ key: 'a', enabled: true, rolloutPercent: 100 }]);
    await service.isEnabled('a', 'u1');
    await service.isEnabled('a', 'u2');
    expect(repo.findOneBy).toHaveBeenCalledTimes(1);
  });

  it('is on for everyone at 100%', async () => {
    const { service } = serviceWith([{ key: 'a', enabled: true, rolloutPercent: 100 }]);
    expect(await service.isEnabled('a', 'u1')).toBe(true);
  });
});
