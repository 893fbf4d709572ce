import { ReportsService } from './reports.service';

describe('ReportsService', () => {
  const saved: any[] = [];
  const repo: any = {
    create: (x: any) => x,
    save: async (x: any) => {
      saved.push(x);
      return { id: 'r1', ...x };
    },
    count: async () => saved.length,
  };

  it('stores a report with a null comment by default', async () => {
    const slack: any = { postReport: jest.fn() };
    const service = new ReportsService(repo, slack);
    const report = await service.create({ messageId: 'm1', reporterId: 'u1', reason: 'spam' });
    expect(report.comment).toBeNull();
  });
});
