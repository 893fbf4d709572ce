import { PayloadTooLargeException } from '@nestjs/common';

import { GB } from '../billing/plan-catalog';
import { QuotaService } from './quota.service';

function makeService(usedBytes: number, planCode = 'team', snapshot = 'team') {
  const qb: any = {
    select: () => qb,
    where: () => qb,
    andWhere: () => qb,
    getRawOne: async () => ({ total: String(usedBytes) }),
  };
  const files: any = { createQueryBuilder: () => qb };
  const workspaces: any = { findOneByOrFail: async () => ({ id: 'ws1', planSnapshot: { code: snapshot } }) };
  const subscriptions: any = {
    currentPlan: async () => ({ code: planCode, storageGb: 100, maxUploadMb: 2048, projects: 50 }),
  };
  return new QuotaService(files, workspaces, subscriptions);
}

describe('QuotaService', () => {
  it('reports usage against the plan', async () => {
    const s = await makeService(50 * GB).status('ws1');
    expect(s.percent).toBe(50);
  });

  it('refuses an upload that does not fit', async () => {
    await expect(makeService(99.9 * GB).assertCanUpload('ws1', 0.5 * GB)).rejects.toBeInstanceOf(
      PayloadTooLargeException,
    );
  });

  it('leaves trashed files out of the usage', async () => {
    const svc = makeService(9.6 * GB);
    const qb = (svc as any).files.createQueryBuilder();
    const andWhere = jest.spyOn(qb, 'andWhere');
    await svc.usedBytes('ws1');
    expect(andWhere).toHaveBeenCalledWith('f.trashedAt IS NULL');
  });

  it('accepts an upload that fits', async () => {
    await expect(makeService(10 * GB).assertCanUpload('ws1', GB)).resolves.toBeUndefined();
  });
});
