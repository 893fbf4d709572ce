import { ConfigService } from '@nestjs/config';

import { ReportsService } from './reports.service';

function makeRepo(openCount: number) {
  return {
    findOneBy: jest.fn().mockResolvedValue(null),
    create: jest.fn((x) => x),
    save: jest.fn(async (x) => ({ id: 1, status: 'open', ...x })),
    countBy: jest.fn().mockResolvedValue(openCount),
    update: jest.fn().mockResolvedValue({ affected: openCount }),
  };
}

describe('ReportsService', () => {
  const config = { get: () => 3 } as unknown as ConfigService;

  it('does not escalate below the threshold', async () => {
    const slack = { notifyEscalation: jest.fn() };
    const service = new ReportsService(makeRepo(2) as any, slack as any, config);
    const report = await service.create(10, 7, { reason: 'spam' });
    expect(report.status).toBe('open');
    expect(slack.notifyEscalation).not.toHaveBeenCalled();
  });

  it('escalates when the threshold is reached', async () => {
    const slack = { notifyEscalation: jest.fn() };
    const service = new ReportsService(makeRepo(3) as any, slack as any, config);
    const report = await service.create(10, 7, { reason: 'harassment' });
    expect(report.status).toBe('escalated');
    expect(slack.notifyEscalation).toHaveBeenCalledWith(10, 3, expect.anything());
  });
});
